import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { defaultMessages as m } from '../../src/core/messages';
import { createChrome, createChromeHandlers, createHandlers, createState } from '../../src/testing';
import { DemoIntro } from '../../src/widgets/demo-intro';

const state = createState();
const wait = { timeout: 5000 };

const meta = {
  title: 'Widgets/DemoIntro',
  component: DemoIntro,
  args: { open: true, onClose: fn() },
  parameters: { layout: 'padded', element: 'b2b-demo-intro', msw: { handlers: [...createChromeHandlers(state, createChrome()), ...createHandlers(state)] } },
  beforeEach: () => resetInFlight(),
} satisfies Meta<typeof DemoIntro>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After the first demo login: what the demo can do; closing calls demoIntroSeen. */
export const FirstLogin: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: m.demoIntroTitle }, wait));
    await expect(await dialog.findByText(/Заказы в демо-режиме не отправляются/, {}, wait)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: m.demoIntroClose }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
