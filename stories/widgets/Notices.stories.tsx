import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { defaultMessages as m } from '../../src/core/messages';
import { resetPageStores } from '../../src/stores/page';
import { CONTRACT_CLEAN, CONTRACT_DEBT, CONTRACT_STOPPED, contracts, createHandlers, createState } from '../../src/testing';
import { Notices } from '../../src/widgets/notices';

const server = (selectedContract: number) => ({ msw: { handlers: createHandlers(createState({ selectedContract })) } });
const wait = { timeout: 5000 };

const meta = {
  title: 'Widgets/Notices',
  component: Notices,
  parameters: { layout: 'padded', element: 'b2b-notices', ...server(CONTRACT_STOPPED) },
  beforeEach: () => {
    resetPageStores();
    resetInFlight();
  },
} satisfies Meta<typeof Notices>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A stop-orders contract: 'Уведомление о приостановке заказов' with its debt alert. */
export const StopOrders: Story = {
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, wait);
    await expect(alert).toHaveTextContent(m.stopOrdersTitle);
    await expect(alert).toHaveTextContent(contracts.find((c) => c.id === CONTRACT_STOPPED)!.debtAlert!);
  },
};

/** A debt alert only: 'Уведомление о просроченной задолженности'. Closing hides it. */
export const Debt: Story = {
  parameters: server(CONTRACT_DEBT),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent(m.debtTitle);
    await userEvent.click(canvas.getByRole('button', { name: m.noticeClose }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A clean contract: nothing. */
export const Clean: Story = {
  parameters: server(CONTRACT_CLEAN),
  play: async ({ canvasElement }) => {
    await new Promise((r) => setTimeout(r, 300));
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
