// <NotificationSettings>: a switch per notification and the
// newsletter, saved at once with 'Настройки успешно обновлены'; a failed save
// puts the switch back and says why.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { NotificationSettings } from 'b2b-widgets/notification-settings';
import { defaultMessages as m } from '../../../src/core/messages';
import { checkReadFailures, fake, withPlacesServer } from './setup';
import { fill } from '../../../src/core/messages/fill';

withPlacesServer();

const toggle = (name: string) => page.getByRole('switch', { name });

describe('<NotificationSettings>', () => {
  it('shows each notification and the newsletter as it is saved', async () => {
    render(<NotificationSettings />);
    await expect.element(toggle('Смена статуса заказа')).toBeChecked();
    await expect.element(toggle('Отгрузка со склада')).not.toBeChecked();
    await expect.element(toggle(m.notifyNewsletter)).toBeChecked();
  });

  it("a change is sent at once and confirmed with 'Настройки успешно обновлены'", async () => {
    render(<NotificationSettings />);
    await userEvent.click(toggle('Отгрузка со склада'));
    await expect.element(toggle('Отгрузка со склада')).toBeChecked();
    await expect.element(page.getByRole('status').filter({ hasText: m.settingsUpdated })).toBeVisible();
    expect(fake.places.log).toEqual(['notify 3=1']);
    expect(fake.places.notifications.find((n) => n.id === 3)!.enabled).toBe(true);
    await userEvent.click(toggle(m.notifyNewsletter));
    await expect.poll(() => fake.places.log).toEqual(['notify 3=1', 'newsletter 0']);
    expect(fake.places.newsletter).toBe(false);
  });

  it('settings the server refuses (4xx) show its message and no «Повторить»; a 5xx offers it, and it reads again', async () => {
    await checkReadFailures('settings', <NotificationSettings />, () => toggle('Смена статуса заказа'));
  });

  it('a failed save puts the switch back and says why', async () => {
    render(<NotificationSettings />);
    await expect.element(toggle('Смена статуса заказа')).toBeChecked();
    fake.places.failNext.notify = { status: 500, message: 'Сервер недоступен' };
    await userEvent.click(toggle('Смена статуса заказа'));
    await expect.element(page.getByRole('alert')).toHaveTextContent(fill(m.notifyFailed, { name: 'Смена статуса заказа', reason: 'Сервер недоступен' }));
    await expect.element(toggle('Смена статуса заказа')).toBeChecked();
    expect(fake.places.notifications[0]!.enabled).toBe(true);
    fake.places.failNext.newsletter = { status: 403, message: 'Нельзя' };
    await userEvent.click(toggle(m.notifyNewsletter));
    await expect.element(page.getByRole('alert')).toHaveTextContent(/Нельзя/);
    await expect.element(toggle(m.notifyNewsletter)).toBeChecked();
  });
});
