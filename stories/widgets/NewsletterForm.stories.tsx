import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { defaultMessages as m } from '../../src/core/messages';
import { createHandlers, createState, FAKE_SUBSCRIBERS } from '../../src/testing';
import { NewsletterForm } from '../../src/widgets/newsletter-form';
import { newsletterFormCss } from '../../src/widgets/newsletter-form/newsletter-form.css';
import { withWidgetCss } from './visitor-opener';

const server = (...first: ReturnType<typeof http.post>[]) => ({
  msw: { handlers: [...first, ...createHandlers(createState())] },
});

const meta = {
  title: 'Widgets/NewsletterForm',
  component: NewsletterForm,
  args: { onSent: fn() },
  decorators: [withWidgetCss(newsletterFormCss)],
  parameters: { layout: 'padded', element: 'b2b-newsletter-form', ...server() },
  beforeEach: () => resetInFlight(),
} satisfies Meta<typeof NewsletterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function write(canvasElement: HTMLElement, body: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: m.newsletterHeader }), 'Новинки ноября');
  await userEvent.type(canvas.getByRole('textbox', { name: m.newsletterAnons }), 'Коротко о главном');
  // fill-like: typing '<' and '{' one by one is slow and userEvent reads braces as keys.
  const area = canvas.getByRole('textbox', { name: m.newsletterBody });
  await userEvent.click(area);
  await userEvent.paste(body);
  return canvas;
}

export const Empty: Story = {};

/** The preview sanitizes as the portal does: the script and the onerror are gone, the markup stays. */
export const PreviewSanitized: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await write(canvasElement, '<p>Скидки <b>до 20%</b></p><script>alert(1)</script><img src="/img/no_photo.gif" alt="" onerror="alert(2)">');
    const preview = canvas.getByRole('region', { name: m.newsletterPreview });
    await waitFor(() => expect(within(preview).getByText('до 20%')).toBeVisible());
    const html = preview.querySelector('.b2b-newsletter-preview-body')!.innerHTML;
    await expect(html).not.toMatch(/script|onerror/);
  },
};

export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await write(canvasElement, '<p>Привет</p>');
    await userEvent.click(canvas.getByRole('button', { name: m.newsletterSend }));
    await expect(await canvas.findByRole('alertdialog', { name: m.confirmTitle })).toBeVisible();
  },
};

export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await write(canvasElement, '<p>Привет</p>');
    await userEvent.click(canvas.getByRole('button', { name: m.newsletterSend }));
    await userEvent.click(within(await canvas.findByRole('alertdialog')).getByRole('button', { name: m.yes }));
    await expect(await canvas.findByText(m.newsletterDone)).toBeVisible();
    await expect(canvas.getByText(m.newsletterSentCount.replace('{n}', String(FAKE_SUBSCRIBERS)))).toBeVisible();
    await expect(args.onSent).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  parameters: server(http.post('/openapi/sendNewsletter', () => HttpResponse.json({ status: 'error', message: 'Нет связи с почтовым сервером' }, { status: 503 }))),
  play: async ({ canvasElement }) => {
    const canvas = await write(canvasElement, '<p>Привет</p>');
    await userEvent.click(canvas.getByRole('button', { name: m.newsletterSend }));
    await userEvent.click(within(await canvas.findByRole('alertdialog')).getByRole('button', { name: m.yes }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Нет связи с почтовым сервером');
  },
};
