import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, type HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { defaultMessages as m } from '../../src/core/messages';
import { resetPageStores } from '../../src/stores/page';
import { createHandlers, createPlaces, createPlacesHandlers, createState, type FakePlaces } from '../../src/testing';
import { uiMessages } from '../../src/ui/ui-messages';
import { Consignees } from '../../src/widgets/consignees';

const wait = { timeout: 5000 };

function server(setup: (p: FakePlaces) => void = () => {}, first: HttpHandler[] = []) {
  const state = createState();
  const places = createPlaces();
  setup(places);
  return { msw: { handlers: [...first, ...createPlacesHandlers(state, places), ...createHandlers(state)] } };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'доверенность.png', { type: 'image/png' });

async function fillNew(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: m.placesAdd }, wait));
  const dialog = within(await canvas.findByRole('dialog', { name: m.consigneeNew }, wait));
  await userEvent.type(dialog.getByRole('textbox', { name: m.consigneeSurname }), 'Орлов');
  await userEvent.type(dialog.getByRole('textbox', { name: m.consigneeName }), 'Денис');
  return dialog;
}

const meta = {
  title: 'Widgets/Consignees',
  component: Consignees,
  args: {},
  parameters: { layout: 'padded', element: 'b2b-consignees', ...server() },
  beforeEach: () => {
    resetPageStores();
    resetInFlight();
  },
} satisfies Meta<typeof Consignees>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Surname, name and the scan of the power of attorney (a link, or 'не загружен'). */
export const List: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: m.consigneesCaption }, wait)).toBeVisible();
  },
};

/** No consignees yet. */
export const Empty: Story = {
  parameters: server((p) => (p.consignees = [])),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(m.consigneesEmpty, {}, wait)).toBeVisible();
  },
};

/** Saving an empty form: both names required. */
export const FormErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: m.placesAdd }, wait));
    const dialog = within(await canvas.findByRole('dialog', { name: m.consigneeNew }, wait));
    await userEvent.click(dialog.getByRole('button', { name: m.save }));
    await expect((await dialog.findAllByText(m.required, {}, wait))[0]).toBeVisible();
  },
};

/** A file that is not an image is refused on choosing (spec 5). */
export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await fillNew(canvasElement);
    await userEvent.upload(dialog.getByLabelText(m.consigneeScan), new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }), { applyAccept: false });
    const text = uiMessages.fileType.replace('{name}', 'scan.pdf').replace('{types}', uiMessages.fileImage);
    await expect(await dialog.findByText(text, {}, wait)).toBeVisible();
  },
};

/** The scan on its way: the progress bar in %. */
export const UploadProgress: Story = {
  parameters: server(() => {}, [http.post('/api/consigneeUpload', () => delay('infinite'))]),
  play: async ({ canvasElement }) => {
    const dialog = await fillNew(canvasElement);
    await userEvent.upload(dialog.getByLabelText(m.consigneeScan), png());
    await userEvent.click(dialog.getByRole('button', { name: m.save }));
    await expect(await dialog.findByRole('progressbar', { name: uiMessages.fileProgress }, wait)).toBeVisible();
  },
};
