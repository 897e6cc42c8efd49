/**
 * The one list of events a widget sends to the host page (design 3): all are
 * CustomEvents named b2b-<what> that bubble and are composed, so a listener on
 * document hears them from inside any shadow root.
 */
import type { ComplaintsMap } from './complaints-cookie';
import type { User } from './types';

export interface B2BEventMap {
  /** The basket changed (add, set, remove, clear); `count` is the number of basket lines. */
  'b2b-basket-change': { count: number };
  /** The customer chose another contract (and maybe warehouse); the server has accepted it. */
  'b2b-contract-change': { contract: number; warehouse?: number };
  /** An order was placed from the basket; `id` is the new order's id, `number` its number as people see it (when the server gives one). */
  'b2b-order-created': { id: number; number?: string };
  /** A past order was cancelled; `state` and `status` are its new state id and name. */
  'b2b-order-cancel': { id: number; state: number; status: string };
  /** A past order or draft was repeated into the basket; `count` goods were added. */
  'b2b-order-repeat': { id: number; count: number };
  /** The complaints map (product id -> quantity, kept in the 'recl' cookie) changed. */
  'b2b-complaints-change': { map: ComplaintsMap };
  /** A visitor logged in (login dialog or demo user); the page may reload to show the account. */
  'b2b-login': { user: User };
  /** The callback request was accepted by the server. */
  'b2b-callback-sent': { phone: string; firstname: string };
  /** The registration request was accepted; `message` is the server's (or the spec's) success text. */
  'b2b-registration-sent': { message: string };
  /** The number of the manager's chat messages the customer has not seen yet changed (<b2b-chat>). */
  'b2b-chat-unread': { count: number };
  /** The price list is made and its download started (<b2b-price-list>). */
  'b2b-price-list-ready': { link: string; file: string };
  /** The portal sent the password reminder (<b2b-reminder>). */
  'b2b-reminder-sent': { email: string };
  /** A project order was saved (<b2b-project-order>); `id` is its number. */
  'b2b-project-order-sent': { id: number };
  /** The admin's newsletter went out (<b2b-newsletter-form>); `sent` letters, `repeated` when the id was sent before. */
  'b2b-newsletter-sent': { id: string; sent: number; repeated: boolean };
  /** Lines of an uploaded order went into the basket (<b2b-price-upload>); `count` is the basket's line count after. */
  'b2b-price-upload-added': { added: number; count: number };
  /** A reconciliation act was requested (<b2b-acts>); `id` is the new act's. */
  'b2b-act-request': { id: number; contract: number; startdate: string; enddate: string };
}

export type B2BEventName = keyof B2BEventMap;

/** Dispatches `type` from `target`: bubbles and crosses shadow roots (composed). */
export function emit<K extends B2BEventName>(target: EventTarget, type: K, detail: B2BEventMap[K]): boolean {
  return target.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
}

/** Typed listeners: `el.addEventListener('b2b-basket-change', (e) => e.detail.count)`. */
export type B2BCustomEventMap = { [K in B2BEventName]: CustomEvent<B2BEventMap[K]> };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends B2BCustomEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends B2BCustomEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface WindowEventMap extends B2BCustomEventMap {}
}
