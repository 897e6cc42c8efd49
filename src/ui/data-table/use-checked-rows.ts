import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { RowId } from './types';

/**
 * Row checkboxes and check-all, controlled (`checkedIds` + onChange) or not.
 * `toggle` and `toggleAll` never change identity, so memoised rows that get
 * them as props do not re-render when another row is checked.
 */
export function useCheckedRows(allIds: readonly RowId[], checkedIds?: ReadonlySet<RowId>, onChange?: (next: Set<RowId>) => void) {
  const [own, setOwn] = useState<ReadonlySet<RowId>>(() => new Set());
  const checked = checkedIds ?? own;

  const latest = useRef({ checked, allIds, onChange });
  useLayoutEffect(() => {
    latest.current = { checked, allIds, onChange };
  });

  const update = useCallback((next: Set<RowId>) => {
    // Written through at once: two toggles before a render must both count.
    latest.current.checked = next;
    setOwn(next);
    latest.current.onChange?.(next);
  }, []);

  const toggle = useCallback(
    (id: RowId) => {
      const next = new Set(latest.current.checked);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      update(next);
    },
    [update],
  );

  const toggleAll = useCallback(() => {
    const { checked: current, allIds: ids } = latest.current;
    const allChecked = ids.length > 0 && ids.every((id) => current.has(id));
    update(allChecked ? new Set() : new Set(ids));
  }, [update]);

  // Ids that left the table (deleted, next page) no longer count as checked.
  const present = useMemo(() => new Set(allIds.filter((id) => checked.has(id))), [allIds, checked]);
  const count = present.size;
  return {
    checked: present,
    count,
    all: count > 0 && count === allIds.length,
    some: count > 0 && count < allIds.length,
    toggle,
    toggleAll,
  };
}
