import { describe, expect, it } from 'vitest';
import { emit, type B2BEventMap } from '../../../src/core/events';

describe('events to the host page: "CustomEvents that bubble and are composed, named b2b-<what>"', () => {
  it('dispatches a bubbling, composed CustomEvent with the detail', () => {
    const target = new EventTarget();
    const seen: CustomEvent<B2BEventMap['b2b-basket-change']>[] = [];
    target.addEventListener('b2b-basket-change', (e) => seen.push(e as CustomEvent<B2BEventMap['b2b-basket-change']>));
    emit(target, 'b2b-basket-change', { count: 4 });
    expect(seen).toHaveLength(1);
    const [e] = seen;
    expect(e).toBeInstanceOf(CustomEvent);
    expect(e?.bubbles).toBe(true);
    expect(e?.composed).toBe(true);
    expect(e?.detail).toEqual({ count: 4 });
  });

  it('is not cancelable: a host calling preventDefault() cannot stop the widget', () => {
    const target = new EventTarget();
    target.addEventListener('b2b-order-created', (e) => e.preventDefault());
    expect(emit(target, 'b2b-order-created', { id: 1 })).toBe(true);
  });
});
