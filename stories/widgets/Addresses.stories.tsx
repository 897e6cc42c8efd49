import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, type HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { recordsSelected } from '../../src/core/format';
import { defaultMessages as m } from '../../src/core/messages';
import { resetPageStores } from '../../src/stores/page';
import { createHandlers, createPlaces, createPlacesHandlers, createState, type FakePlaces } from '../../src/testing';
import { Addresses } from '../../src/widgets/addresses';

const wait = { timeout: 5000 };

function server(setup: (p: FakePlaces) => void = () => {}, first: HttpHandler[] = []) {
  const state = createState();
  const places = createPlaces();
  setup(places);
  return { msw: { handlers: [...first, ...createPlacesHandlers(state, places), ...createHandlers(state)] } };
}

const meta = {
  title: 'Widgets/Addresses',
  component: Addresses,
  args: {},
  parameters: { layout: 'padded', element: 'b2b-addresses', ...server() },
  beforeEach: () => {
    resetPageStores();
    resetInFlight();
  },
} satisfies Meta<typeof Addresses>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's delivery addresses with their postindex, edit and delete per row. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: m.addressesCaption }, wait)).toBeVisible();
  },
};

/** No addresses yet. */
export const Empty: Story = {
  parameters: server((p) => (p.addresses = [])),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(m.addressesEmpty, {}, wait)).toBeVisible();
  },
};

/** The first list on its way. */
export const Loading: Story = {
  parameters: server(() => {}, [http.get('/api/address', () => delay('infinite'))]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(m.loading, {}, wait)).toBeVisible();
  },
};

/** Typing an address: the region's addresses are suggested (ARIA combobox). */
export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: m.placesAdd }, wait));
    const dialog = within(await canvas.findByRole('dialog', { name: m.addressNew }, wait));
    await userEvent.type(dialog.getByRole('combobox', { name: m.addressFullAddress }), 'строит');
    await expect(await dialog.findByRole('option', { name: /Строителей, д\. 7/ }, wait)).toBeVisible();
  },
};

/** Saving an empty form: the errors, nothing sent. */
export const FormErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: m.placesAdd }, wait));
    const dialog = within(await canvas.findByRole('dialog', { name: m.addressNew }, wait));
    await userEvent.type(dialog.getByRole('textbox', { name: m.addressPostindex }), '12');
    await userEvent.click(dialog.getByRole('button', { name: m.save }));
    await expect(await dialog.findByText(m.required, {}, wait)).toBeVisible();
    await expect(dialog.getByText(m.addressPostindexRule)).toBeVisible();
  },
};

/** Every row checked: the bulk-actions bar replaces the column titles. */
export const BulkDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: m.addressesCaption }, wait));
    await userEvent.click(table.getAllByRole('checkbox')[0]!);
    await expect((await canvas.findAllByText(recordsSelected(2), {}, wait))[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: m.placesDeleteChecked }));
    await expect(await canvas.findByRole('alertdialog', {}, wait)).toHaveTextContent(m.confirmDeleteAddress);
  },
};
