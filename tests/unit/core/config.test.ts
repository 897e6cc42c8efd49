/// <reference types="vite/client" />
import { afterEach, describe, expect, it } from 'vitest';
import { configure, getConfig, resetConfig } from '../../../src/core/config';
import { t } from '../../../src/core/messages/text';
import { defaultMessages } from '../../../src/core/messages';
import { t as ordersText } from '../../../src/core/messages/orders';

afterEach(() => resetConfig());

describe('config', () => {
  it('defaults the API base to /api on the page origin', () => {
    expect(getConfig().apiBase).toBe('/api');
  });

  it('takes configure() options and keeps earlier messages', () => {
    configure({ apiBase: 'https://shop.example/api/', messages: { yes: 'Ага' } });
    configure({ messages: { no: 'Не-а' } });
    const c = getConfig();
    expect(c.apiBase).toBe('https://shop.example/api');
    expect(c.messages.yes).toBe('Ага');
    expect(c.messages.no).toBe('Не-а');
    expect(t('stockShortage')).toBe(defaultMessages.stockShortage);
  });

  it("lets a host override a widget's own strings, which live in that widget's file", () => {
    expect(ordersText('ordersCaption')).toBe(defaultMessages.ordersCaption);
    configure({ messages: { ordersCaption: 'Мои заказы' } });
    expect(ordersText('ordersCaption')).toBe('Мои заказы');
    // a widget's t() still knows the common strings
    expect(ordersText('yes')).toBe(defaultMessages.yes);
  });

  it('keeps every key in one file only (the joined dictionary would hide a second one)', () => {
    const files = Object.entries(import.meta.glob('../../../src/core/messages/*.ts', { eager: true }))
      // index.ts joins the files; text.ts and fill.ts are the t() helpers, no strings.
      .filter(([path]) => !/\/(index|text|fill)\.ts$/.test(path))
      .map(([path, mod]) => [path, Object.entries(mod as Record<string, unknown>).find(([name]) => name.endsWith('Messages'))![1] as object] as const);
    const seen = new Map<string, string>();
    for (const [path, dict] of files) {
      for (const key of Object.keys(dict)) {
        expect(seen.get(key), `${key} in ${path}`).toBeUndefined();
        seen.set(key, path);
      }
    }
    expect(seen.size).toBe(Object.keys(defaultMessages).length);
  });

  it('fills placeholders', () => {
    expect(t('repeatDoneCount', { n: 7 })).toBe('Добавлено товаров - 7 шт.');
  });
});
