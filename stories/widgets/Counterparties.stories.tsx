import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { defaultMessages } from '../../src/core/messages';
import { accountMessages } from '../../src/core/messages/account';

const m = { ...defaultMessages, ...accountMessages };
import { resetPageStores } from '../../src/stores/page';
import { createAccountOwner, createAccountOwnerHandlers, createHandlers, createState, type FakeAccountOwner } from '../../src/testing';
import { Counterparties } from '../../src/widgets/counterparties';

/** A busy machine answers later than testing-library's default second. */
const wait = { timeout: 5000 };

function server(setup: (a: FakeAccountOwner) => void = () => {}) {
  const state = createState();
  const account = createAccountOwner();
  setup(account);
  return { msw: { handlers: [...createAccountOwnerHandlers(state, account), ...createHandlers(state)] } };
}

async function openForm(canvasElement: HTMLElement, company: string, inn: string, kpp = '') {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: m.counterpartiesAdd }, wait));
  const dialog = within(await canvas.findByRole('dialog', {}, wait));
  if (company) await userEvent.type(dialog.getByRole('textbox', { name: m.counterpartiesCompany }), company);
  if (inn) await userEvent.type(dialog.getByRole('textbox', { name: m.counterpartiesInn }), inn);
  if (kpp) await userEvent.type(dialog.getByRole('textbox', { name: m.counterpartiesKpp }), kpp);
  await userEvent.click(dialog.getByRole('button', { name: m.save }));
  return dialog;
}

const meta = {
  title: 'Widgets/Counterparties',
  component: Counterparties,
  args: {},
  parameters: { layout: 'padded', element: 'b2b-counterparties', ...server() },
  beforeEach: () => {
    resetPageStores();
    resetInFlight();
  },
} satisfies Meta<typeof Counterparties>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Company, ИНН, КПП, state; the third is inactive and flagged as a duplicate. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: m.counterpartiesCaption }, wait)).toBeVisible();
    await expect(canvas.getByText(m.counterpartiesDuplicate)).toBeVisible();
  },
};

/** No counterparties yet. */
export const Empty: Story = {
  parameters: server((a) => (a.contragents = [])),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(m.counterpartiesEmpty, {}, wait)).toBeVisible();
  },
};

/** Saving an empty form: every required field says so. */
export const FormRequired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement, '', '');
    await expect((await dialog.findAllByText(m.required, {}, wait)).length).toBe(2);
  },
};

/** An ИНН whose control digit does not match (the registration form's rule). */
export const FormInnChecksum: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement, 'ООО «Опечатка»', '1655012345', '12');
    await expect(await dialog.findByText(m.innChecksum, {}, wait)).toBeVisible();
    await expect(dialog.getByText(m.counterpartiesKppInvalid)).toBeVisible();
  },
};

/** The portal refuses a counterparty it already has: 'Этот контрагент уже зарегистрирован'. */
export const Duplicate: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement, 'Копия', '6316098762', '631601001');
    await expect(await dialog.findByText(m.contragentTaken, {}, wait)).toBeVisible();
  },
};

/** Two rows checked: the bulk bar with activate, deactivate and delete. */
export const BulkBar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: m.counterpartiesCaption }, wait);
    const boxes = canvas.getAllByRole('checkbox');
    await userEvent.click(boxes[1]!);
    await userEvent.click(boxes[2]!);
    await expect(canvas.getByRole('button', { name: m.accountDeleteChecked })).toBeVisible();
  },
};
