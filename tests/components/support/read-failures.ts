/**
 * How every list widget meets a failed read: a refusal
 * (4xx with the portal's message) is said in Russian with no «Повторить»,
 * since trying again cannot help; a server failure (5xx) is said too and
 * offers «Повторить», which reads again until `loaded` shows. 501: a 5xx the
 * client does not retry by itself (a GET's 500 or 503 is retried before the
 * widget hears of it).
 */
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { defaultMessages as m } from '../../../src/core/messages';

export interface ReadFailure {
  status: number;
  message: string;
}

/** `failNext`: makes the widget's next read fail so (the fake server's failNext). */
export async function checkReadFailures(failNext: (failure: ReadFailure) => void, widget: ReactNode, loaded: () => Locator): Promise<void> {
  failNext({ status: 403, message: 'Раздел доступен только владельцу аккаунта' });
  const first = await render(widget);
  await expect.element(page.getByRole('alert').getByText('Раздел доступен только владельцу аккаунта')).toBeVisible();
  await expect.element(page.getByRole('button', { name: m.retry })).not.toBeInTheDocument();
  await first.unmount();
  failNext({ status: 501, message: 'Сервер недоступен' });
  await render(widget);
  await expect.element(page.getByRole('alert').getByText('Сервер недоступен')).toBeVisible();
  await userEvent.click(page.getByRole('button', { name: m.retry }));
  await expect.element(loaded()).toBeVisible();
}
