/**
 * Cross-tab news of basket changes. A tab posts "changed" after the server
 * confirmed one of its own edits, and "order-sent" when it placed an order
 * (the server moved the lines into it); the other tabs re-read the basket.
 * Re-reads never post, and each message carries its sender's id, so tabs
 * cannot echo each other in a loop.
 */
export type BasketMessage =
  | { type: 'basket-changed'; source: string }
  | { type: 'order-sent'; source: string; order: SentOrder };

/** An order placed in some tab: its id and the number buyers read. */
export interface SentOrder {
  id: number;
  number: string;
}

export interface BasketChannel {
  post(message: BasketMessage): void;
  subscribe(listener: (message: BasketMessage) => void): () => void;
  close(): void;
}

export const BASKET_CHANNEL_NAME = 'b2b-basket';

let channelScope = '';

/**
 * The channel the page's basket store opens: 'b2b-basket' on every page of a
 * site, so its tabs hear each other. A scope narrows it to the tabs (or
 * frames) with the same scope: the component tests give each test file its
 * own, because files running side by side share one origin and would re-read
 * each other's baskets.
 */
export function basketChannelName(): string {
  return scopedChannelName(BASKET_CHANNEL_NAME);
}

/** Any page-store channel's name under the same scope (the lists store's too). */
export function scopedChannelName(base: string): string {
  return channelScope ? `${base}:${channelScope}` : base;
}

/** Test helper: scope the channel of page stores created from now on ('' or null: the site-wide one). */
export function setBasketChannelScope(scope: string | null): void {
  channelScope = scope ?? '';
}

function isSentOrder(data: unknown): data is SentOrder {
  return !!data && typeof data === 'object' && 'id' in data && typeof data.id === 'number' && 'number' in data && typeof data.number === 'string';
}

function isBasketMessage(data: unknown): data is BasketMessage {
  if (!data || typeof data !== 'object' || !('source' in data) || typeof data.source !== 'string' || !('type' in data)) return false;
  return data.type === 'basket-changed' || (data.type === 'order-sent' && 'order' in data && isSentOrder(data.order));
}

/** The page's channel, or null where there are no tabs to tell (node, old browsers). */
export function openBasketChannel(name = basketChannelName()): BasketChannel | null {
  if (typeof window === 'undefined' || typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      const onMessage = (event: MessageEvent<unknown>) => {
        // Anyone on the origin can post here: accept only our message shape.
        if (isBasketMessage(event.data)) listener(event.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

export function newTabId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : Math.random().toString(36).slice(2);
}
