import { afterEach, describe, expect, it } from 'vitest';
import { configure, getConfig, resetConfig, t } from '../../../src/core/config';
import { defaultMessages } from '../../../src/core/messages';

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
    expect(c.messages.stockShortage).toBe(defaultMessages.stockShortage);
  });

  it('fills placeholders', () => {
    expect(t('repeatDoneCount', { n: 7 })).toBe('Добавлено товаров - 7 шт.');
  });
});
