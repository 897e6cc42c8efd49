import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { PROJECT_CHECK_MS } from '../../src/core/constants';
import { defaultMessages as m } from '../../src/core/messages';
import { createHandlers, createState } from '../../src/testing';
import { ProjectOrder } from '../../src/widgets/project-order';
import { projectOrderCss } from '../../src/widgets/project-order/project-order.css';
import { openDialog as openBehindOpener, renderBehindOpener, withWidgetCss, type Scope } from './visitor-opener';

const OPENER = 'Проектный заказ';

const server = (...first: ReturnType<typeof http.post>[]) => ({
  msw: { handlers: [...first, ...createHandlers(createState())] },
});

const meta = {
  title: 'Widgets/ProjectOrder',
  component: ProjectOrder,
  args: { onSent: fn(), onClose: fn() },
  render: renderBehindOpener(ProjectOrder, OPENER),
  decorators: [withWidgetCss(projectOrderCss)],
  parameters: { layout: 'padded', element: 'b2b-project-order', ...server() },
  beforeEach: () => resetInFlight(),
} satisfies Meta<typeof ProjectOrder>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = (canvasElement: HTMLElement) => openBehindOpener(canvasElement, OPENER, m.projectTitle);
const cellName = (field: string, n: number) => m.projectCellLabel.replace('{field}', field).replace('{n}', String(n));

async function typeLine(dialog: Scope, n: number, values: [string, string, string, string]) {
  const fields = [m.projectColArticul, m.projectColQnt, m.projectColPrice, m.projectColNote];
  for (const [k, value] of values.entries()) {
    if (value) await userEvent.type(dialog.getByRole('textbox', { name: cellName(fields[k]!, n) }), value);
  }
}

async function fillPlace(dialog: Scope) {
  await userEvent.type(dialog.getByRole('textbox', { name: m.projectPartner }), 'ООО «СтройПроект»');
  await userEvent.selectOptions(await dialog.findByRole('combobox', { name: m.projectFederalDistrict }), 'Приволжский');
  await userEvent.selectOptions(dialog.getByRole('combobox', { name: m.projectRegion }), 'Республика Татарстан');
  await userEvent.type(dialog.getByRole('combobox', { name: m.projectCity }), 'Казань');
}

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('table', { name: m.projectLinesCaption })).toBeVisible();
  },
};

/**
 * Spec 5's import-line rule, re-checked 500 ms after typing stops: a later line
 * with two of four fields is marked (its cells aria-invalid, the reason under it);
 * a line with one field only is fine.
 */
export const LineRules: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await typeLine(dialog, 1, ['ФР-00101', '10', '4500', 'этаж 1']);
    await typeLine(dialog, 2, ['ФР-00102', '5', '', '']);
    await typeLine(dialog, 3, ['', '', '', 'доставка отдельно']);
    const second = dialog.getByRole('textbox', { name: cellName(m.projectColArticul, 2) });
    await waitFor(() => expect(second).toHaveAttribute('aria-invalid', 'true'), { timeout: PROJECT_CHECK_MS * 4 });
    await expect(dialog.getByText(m.projectLineIncomplete)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: cellName(m.projectColNote, 3) })).not.toHaveAttribute('aria-invalid');
  },
};

/** With an error mark the order is not sent. */
export const NotSendable: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fillPlace(dialog);
    await typeLine(dialog, 1, ['ФР-00101', '10', '', '']);
    await userEvent.click(dialog.getByRole('button', { name: m.projectSubmit }));
    await expect(await dialog.findByText(m.projectHasErrors)).toBeVisible();
    await expect(dialog.getByText(m.projectLineFirstIncomplete)).toBeVisible();
  },
};

export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await fillPlace(dialog);
    await typeLine(dialog, 1, ['ФР-00101', '10', '4500', 'этаж 1']);
    await userEvent.click(dialog.getByRole('button', { name: m.projectSubmit }));
    await expect(await dialog.findByText(m.projectSent.replace('{id}', '101'))).toBeVisible();
    await expect(args.onSent).toHaveBeenCalledWith(101);
  },
};

/** The portal failed: the message in Russian, every field kept. */
export const Failed: Story = {
  parameters: server(
    http.post('/api/projectOrder', async () => {
      await delay(200);
      return HttpResponse.json({ status: 'error', message: 'База недоступна' }, { status: 503 });
    }),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fillPlace(dialog);
    await typeLine(dialog, 1, ['ФР-00101', '10', '4500', 'этаж 1']);
    await userEvent.click(dialog.getByRole('button', { name: m.projectSubmit }));
    await expect(await dialog.findByText(m.projectFailed.replace('{error}', 'База недоступна'))).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: cellName(m.projectColNote, 1) })).toHaveValue('этаж 1');
  },
};
