// <b2b-demo-intro>: the demo first-login dialog opens from `open`
// (the server sets it while the intro is owed), shows the sanitized
// /ajax/authdemofirstform fragment, and closing tells the server (demoIntroSeen).
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import 'b2b-widgets/demo-intro/element';
import { defaultMessages as m } from '../../../src/core/messages';
import { createChrome, createChromeHandlers } from '../../../src/testing';
import { fakeArea } from '../support/fake-server';

const area = fakeArea(() => createChrome(), createChromeHandlers);


const dialog = () => page.getByRole('dialog', { name: m.demoIntroTitle });

describe('<b2b-demo-intro>', () => {
  it('opens from `open` with the fragment (its form removed); closing removes `open` and calls demoIntroSeen', async () => {
    document.body.innerHTML = '<b2b-demo-intro open></b2b-demo-intro>';
    await expect.element(dialog()).toBeVisible();
    await expect.element(dialog()).toHaveTextContent('Заказы в демо-режиме не отправляются поставщику.');
    expect(dialog().getByRole('button', { name: 'Войти' }).elements()).toHaveLength(0);
    await userEvent.click(dialog().getByRole('button', { name: m.demoIntroClose }));
    await expect.poll(() => document.querySelector('b2b-demo-intro')!.hasAttribute('open')).toBe(false);
    await expect.poll(() => area.fake.log).toContain('demoIntroSeen');
    expect(area.fake.demoIntro).toBe(false);
  });

  it('without the fragment it still explains the demo', async () => {
    area.worker.use(http.get('/ajax/authdemofirstform', () => new HttpResponse('Не найдено', { status: 404 })));
    document.body.innerHTML = '<b2b-demo-intro open></b2b-demo-intro>';
    await expect.element(dialog()).toHaveTextContent(m.demoIntroFallback);
  });

  it('stays closed without `open` and loads nothing', async () => {
    document.body.innerHTML = '<b2b-demo-intro></b2b-demo-intro>';
    await new Promise((r) => setTimeout(r, 200));
    expect(dialog().elements()).toHaveLength(0);
    expect(area.fake.log).toEqual([]);
  });
});
