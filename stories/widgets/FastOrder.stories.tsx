import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { defaultMessages as m } from '../../src/core/messages';
import { resetPageStores } from '../../src/stores/page';
import { CONTRACT_STOPPED, createHandlers, createState, type FakeState } from '../../src/testing';
import { FastOrder } from '../../src/widgets/fast-order';

/** The fake server over `state`; `first` handlers win over the fake's own. */
const server = (state: FakeState = createState(), first: ReturnType<typeof http.get>[] = []) => ({
  msw: { handlers: [...first, ...createHandlers(state)] },
});

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k]));

/** What a spreadsheet copy puts on the clipboard, fired at the code field. */
function paste(field: HTMLElement, text: string) {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  field.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true }));
}

const meta = {
  title: 'Widgets/FastOrder',
  component: FastOrder,
  args: {},
  argTypes: {
    contract: { control: 'number', description: 'Contract id; default the session contract.' },
    warehouse: { control: 'number', description: 'Warehouse id; default the session warehouse.' },
    placeholder: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '52rem', minHeight: '26rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded', element: 'b2b-fast-order', ...server() },
  // The page stores live for the whole page: each story starts with fresh ones.
  beforeEach: () => {
    resetPageStores();
    resetInFlight();
  },
} satisfies Meta<typeof FastOrder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the code field with its hint, the quantity and the add button. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: m.fastOrderCodeLabel })).toBeVisible();
    await expect(canvas.getByRole('button', { name: m.fastOrderAdd })).toBeEnabled();
  },
};

/** Suggestions for a typed code: articul, name, the contract's price, stock in the chosen warehouse. */
export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: m.fastOrderCodeLabel }), 'ФР-001');
    await expect(await canvas.findByRole('option', { name: /ФР-00101/ })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
  },
};

/** A code that matches nothing says so. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: m.fastOrderCodeLabel }), 'ЯЯЯ-404');
    await waitFor(() => expect(canvas.getAllByText(m.fastOrderNoMatch)[0]).toBeVisible());
  },
};

/** Suggestions take their time: the list says it is loading. */
export const Searching: Story = {
  parameters: server(createState(), [
    http.get('/api/search', async () => {
      await delay('infinite');
      return undefined;
    }),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: m.fastOrderCodeLabel }), 'ФР');
    await waitFor(() => expect(canvas.getAllByText(m.loading)[0]).toBeVisible());
  },
};

/** More than the free stock: the spec's alert, and the quantity reset to what is available (12). */
export const Shortage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: m.fastOrderCodeLabel }), 'ФР-00101');
    await userEvent.click(await canvas.findByRole('option', { name: /^ФР-00101 / }));
    const quantity = canvas.getByRole('spinbutton', { name: m.fastOrderQuantityLabel });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '20');
    await userEvent.click(canvas.getByRole('button', { name: m.fastOrderAdd }));
    await expect(await canvas.findByText(m.stockShortage)).toBeVisible();
    await waitFor(() => expect(quantity).toHaveValue('12'));
  },
};

/** Added: the popup with links to the cart and back to shopping (it hides after 2.5 s). */
export const Added: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: m.fastOrderCodeLabel }), 'ФР-00104');
    await userEvent.click(await canvas.findByRole('option', { name: /^ФР-00104 / }));
    await userEvent.click(canvas.getByRole('button', { name: m.fastOrderAdd }));
    await expect(await canvas.findByRole('link', { name: m.toCart })).toBeVisible();
  },
};

/** A stop-orders contract: the add button is disabled and the spec's notice says why. */
export const StopOrders: Story = {
  parameters: server(createState({ selectedContract: CONTRACT_STOPPED })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(m.stopOrdersTitle)).toBeVisible();
    await expect(canvas.getByRole('button', { name: m.fastOrderAdd })).toBeDisabled();
  },
};

/**
 * Lines pasted from a spreadsheet (tabs, ';', spaces, a decimal comma): an
 * unknown code with its reason, an unclear code offered in place, a line
 * without a quantity, and the ready ones behind one button.
 */
export const PastedLinesWithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: m.fastOrderCodeLabel });
    await userEvent.click(field);
    paste(
      field,
      ['ФР-00101\tДрель ударная 750 Вт\t2', 'ФР-00104;3', 'ФР-00111 1,5', 'НЕТ-00001\t5', 'ФР-0010\t1', 'ФР-00116'].join('\n'),
    );
    await expect(await canvas.findByText(fill(m.fastOrderLineUnknown, { code: 'НЕТ-00001' }))).toBeVisible();
    await expect(await canvas.findByText(m.fastOrderLineUnclear)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: fill(m.fastOrderLinesAdd, { n: 3 }) })).toBeEnabled();
  },
};
