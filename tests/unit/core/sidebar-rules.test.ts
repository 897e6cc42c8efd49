import { describe, expect, it } from 'vitest';
import { clickItem, initialSidebar, selectItem, setNarrow, type MenuShape } from '../../../src/core/rules/sidebar';

// a > (a1 > a1x), a2 ; b > b1 ; c (no sub-menu)
const parents: Record<string, string | null> = { a: null, a1: 'a', a1x: 'a1', a2: 'a', b: null, b1: 'b', c: null };
const shape: MenuShape = { parentOf: (id) => parents[id] ?? null, hasSub: (id) => ['a', 'a1', 'b'].includes(id) };

describe('sidebar rules (spec 4)', () => {
  it('opening an item closes the others but keeps its parents', () => {
    let s = initialSidebar(['b'], false);
    s = clickItem(s, 'a', shape);
    expect(s).toMatchObject({ open: ['a'], selected: 'a' });
    s = clickItem(s, 'a1', shape);
    expect(s).toMatchObject({ open: ['a', 'a1'], selected: 'a1' });
  });

  it('clicking an open or a selected item collapses it and what is open inside it', () => {
    let s = initialSidebar(['a', 'a1'], false);
    s = clickItem(s, 'a', shape);
    expect(s.open).toEqual([]);
    s = selectItem(s, 'c');
    s = clickItem(s, 'c', shape);
    expect(s.selected).toBeNull();
  });

  it('narrow hides what is open and wide restores it; clicks do nothing in narrow', () => {
    let s = initialSidebar(['a', 'a1'], false);
    s = setNarrow(s, true);
    expect(s.open).toEqual([]);
    expect(clickItem(s, 'b', shape)).toBe(s);
    s = setNarrow(s, false);
    expect(s.open).toEqual(['a', 'a1']);
    expect(initialSidebar(['a'], true)).toMatchObject({ open: [], saved: ['a'], narrow: true });
  });
});
