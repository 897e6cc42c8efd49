/**
 * The layout's chrome on the fake server: materials with a top news
 * line, which the user hid (hidetopnews), the demo intro's fragment and flag.
 * A separate object like createDrafts(), so stories and tests that do not
 * need it are untouched.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Material } from '../core/types';
import { body, csrf, fail, makeCtx, needUser, num, ok, type FakeServerOptions } from './handlers/http';
import type { FakeState } from './state';

export interface FakeChrome {
  materials: (Material & { top: boolean })[];
  /** Ids of the news the user hid. */
  hidden: number[];
  /** The demo intro is owed (demoIntroSeen clears it). */
  demoIntro: boolean;
  /** The next call of this kind fails with status and message. */
  failNext: Partial<Record<'material' | 'hidetopnews' | 'demoIntroSeen' | 'fragment', { status: number; message: string }>>;
  /** Requests seen, in order: 'material', 'material 7', 'hidetopnews 7', 'demoIntroSeen', 'authdemofirstform'. */
  log: string[];
}

export const TOP_NEWS: Material = {
  id: 7,
  header: 'С 1 декабря обновлены цены на сухие смеси',
  anons: 'Новые цены уже действуют во всех договорах.',
  body: 'С 1 декабря обновлены цены на сухие смеси и грунтовки.',
};

export const DEMO_INTRO_HTML =
  '<div class="demo-first"><p>Вы вошли как «Демо-пользователь». У демо-пользователя три договора.</p><p>Заказы в демо-режиме не отправляются поставщику.</p><form><button>Войти</button></form></div>';

export function createChrome(): FakeChrome {
  return { materials: [{ ...TOP_NEWS, top: true }], hidden: [], demoIntro: true, failNext: {}, log: [] };
}

export function createChromeHandlers(state: FakeState, chrome: FakeChrome, options: FakeServerOptions = {}): HttpHandler[] {
  const { api, site, wait } = makeCtx(state, options);
  const failing = (kind: keyof FakeChrome['failNext']) => {
    const f = chrome.failNext[kind];
    if (!f) return undefined;
    delete chrome.failNext[kind];
    return fail(f.status, f.message);
  };
  const material = async (id: number | undefined) => {
    await wait();
    chrome.log.push(id === undefined ? 'material' : `material ${id}`);
    const refused = needUser(state) ?? failing('material');
    if (refused) return refused;
    if (id === undefined) {
      const top = chrome.materials.find((m) => m.top && !chrome.hidden.includes(m.id));
      return ok({ material: top ? { id: top.id, header: top.header, anons: top.anons, body: top.body } : null });
    }
    const found = chrome.materials.find((m) => m.id === id);
    return found ? ok({ material: { id: found.id, header: found.header, anons: found.anons, body: found.body } }) : fail(404, 'Не найдено');
  };
  return [
    http.get(api('material'), () => material(undefined)),
    http.get(`${api('material')}/:id`, ({ params }) => material(num(params.id))),
    http.post(api('hidetopnews'), async ({ request }) => {
      await wait();
      const refused = csrf(request) ?? needUser(state) ?? failing('hidetopnews');
      const id = num((await body(request)).id);
      chrome.log.push(`hidetopnews ${id}`);
      if (refused) return refused;
      if (id === undefined || !chrome.materials.some((m) => m.id === id)) return fail(404, 'Не найдено');
      if (!chrome.hidden.includes(id)) chrome.hidden.push(id);
      return ok({ status: 'success' });
    }),
    http.post(api('demoIntroSeen'), async ({ request }) => {
      await wait();
      chrome.log.push('demoIntroSeen');
      const refused = csrf(request) ?? needUser(state) ?? failing('demoIntroSeen');
      if (refused) return refused;
      chrome.demoIntro = false;
      return ok({ status: 'success' });
    }),
    http.get(site('/ajax/authdemofirstform'), async () => {
      await wait();
      chrome.log.push('authdemofirstform');
      const f = failing('fragment');
      if (f) return f;
      return new HttpResponse(DEMO_INTRO_HTML, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }),
  ];
}
