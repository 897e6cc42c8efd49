import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { defaultMessages } from '../../src/core/messages';
import { accountMessages } from '../../src/core/messages/account';

const m = { ...defaultMessages, ...accountMessages };
import { resetPageStores } from '../../src/stores/page';
import { createAccountOwner, createAccountOwnerHandlers, createHandlers, createState, type FakeAccountOwner } from '../../src/testing';
import { Managers } from '../../src/widgets/managers';

/** A busy machine answers later than testing-library's default second. */
const wait = { timeout: 5000 };
const OP201 = 'Договор № ОП-201 от 12.02.2023';

function server(setup: (a: FakeAccountOwner) => void = () => {}) {
  const state = createState();
  const account = createAccountOwner();
  setup(account);
  return { msw: { handlers: [...createAccountOwnerHandlers(state, account), ...createHandlers(state)] } };
}

/** Opens the form, fills it (a contract when `contract`) and saves. */
async function submitForm(canvasElement: HTMLElement, login: string, email: string, contract: boolean) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: m.managersAdd }, wait));
  const dialog = within(await canvas.findByRole('dialog', {}, wait));
  await dialog.findByRole('checkbox', { name: OP201 }, wait);
  if (login) await userEvent.type(dialog.getByRole('textbox', { name: m.managersLogin }), login);
  if (email) await userEvent.type(dialog.getByRole('textbox', { name: m.managersEmail }), email);
  await userEvent.type(dialog.getByRole('textbox', { name: m.managersName }), 'Снабженцев Семён');
  if (contract) await userEvent.click(dialog.getByRole('checkbox', { name: OP201 }));
  await userEvent.click(dialog.getByRole('button', { name: m.save }));
  return dialog;
}

const meta = {
  title: 'Widgets/Managers',
  component: Managers,
  args: {},
  parameters: { layout: 'padded', element: 'b2b-managers', ...server() },
  beforeEach: () => {
    resetPageStores();
    resetInFlight();
  },
} satisfies Meta<typeof Managers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two sub-managers, one with access switched off. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: m.managersCaption }, wait)).toBeVisible();
    await expect(canvas.getAllByRole('switch')).toHaveLength(2);
  },
};

/** No sub-managers yet. */
export const Empty: Story = {
  parameters: server((a) => (a.managers = [])),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(m.managersEmpty, {}, wait)).toBeVisible();
  },
};

/** Saved without a contract: 'Выберите договор'. */
export const FormNoContract: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await submitForm(canvasElement, 'snab1', 'snab1@b2b.example', false);
    await expect(await dialog.findByText(m.chooseContract, {}, wait)).toBeVisible();
  },
};

/** A login someone already has: 'Этот Логин уже занят'. */
export const LoginTaken: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await submitForm(canvasElement, 'manager2', 'new@b2b.example', true);
    await expect(await dialog.findByText(m.loginTaken, {}, wait)).toBeVisible();
  },
};

/** An e-mail someone already has: 'Этот Email уже занят'. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await submitForm(canvasElement, 'snab1', 'owner@b2b.example', true);
    await expect(await dialog.findByText(m.emailTaken, {}, wait)).toBeVisible();
  },
};

/** A new manager saved: 'Данные сохранены' and where the password went. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await submitForm(canvasElement, 'snab1', 'snab1@b2b.example', true);
    await expect(await within(canvasElement).findByText(new RegExp(m.dataSaved), {}, wait)).toBeVisible();
  },
};

/** The price politics dialog of manager2: a 5 % discount on ОП-202. */
export const PricePolitics: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `${m.managersPrices}: Мария Сергеевна Закупкина` }, wait));
    const dialog = within(await canvas.findByRole('dialog', {}, wait));
    await expect(await dialog.findByRole('textbox', { name: m.pricePoliticsPercent }, wait)).toHaveValue('5');
  },
};
