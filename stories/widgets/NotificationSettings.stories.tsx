import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { defaultMessages as m } from '../../src/core/messages';
import { resetPageStores } from '../../src/stores/page';
import { createHandlers, createPlaces, createPlacesHandlers, createState, type FakePlaces } from '../../src/testing';
import { NotificationSettings } from '../../src/widgets/notification-settings';

const wait = { timeout: 5000 };

function server(setup: (p: FakePlaces) => void = () => {}) {
  const state = createState();
  const places = createPlaces();
  setup(places);
  return { msw: { handlers: [...createPlacesHandlers(state, places), ...createHandlers(state)] } };
}

const meta = {
  title: 'Widgets/NotificationSettings',
  component: NotificationSettings,
  args: {},
  parameters: { layout: 'padded', element: 'b2b-notification-settings', ...server() },
  beforeEach: () => {
    resetPageStores();
    resetInFlight();
  },
} satisfies Meta<typeof NotificationSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A switch per notification and the newsletter subscription. */
export const Toggles: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('switch', { name: m.notifyNewsletter }, wait)).toBeChecked();
  },
};

/** A change saved: 'Настройки успешно обновлены'. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'Отгрузка со склада' }, wait));
    await expect(await canvas.findByText(m.settingsUpdated, {}, wait)).toBeVisible();
  },
};

/** The save failed: the switch goes back and the reason is shown. */
export const Rollback: Story = {
  parameters: server((p) => (p.failNext.notify = { status: 503, message: 'Сервер недоступен' })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: 'Смена статуса заказа' }, wait);
    await userEvent.click(toggle);
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('Сервер недоступен');
    await expect(toggle).toBeChecked();
  },
};
