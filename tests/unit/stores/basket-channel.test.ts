import { afterEach, describe, expect, it } from 'vitest';
import { basketChannelName, setBasketChannelScope } from '../../../src/stores/basket-channel';

describe('basketChannelName', () => {
  afterEach(() => setBasketChannelScope(null));

  it('is the same on every page of a site, so all its tabs hear each other', () => {
    expect(basketChannelName()).toBe('b2b-basket');
  });

  it('a scope (one per component test file) gives a channel of its own, and clearing it restores the site-wide one', () => {
    setBasketChannelScope('file-a');
    const a = basketChannelName();
    setBasketChannelScope('file-b');
    expect(basketChannelName()).not.toBe(a);
    expect(a).not.toBe('b2b-basket');
    setBasketChannelScope('');
    expect(basketChannelName()).toBe('b2b-basket');
  });
});
