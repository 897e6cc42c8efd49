import { useEffect, useState } from 'react';
import { SIDEBAR_COMPACT_QUERY } from '../../core/constants';

/** Whether the viewport is narrow enough for the menu button (SIDEBAR_COMPACT_QUERY); follows resizes. */
export function useCompact(): boolean {
  const query = () => (typeof matchMedia === 'function' ? matchMedia(SIDEBAR_COMPACT_QUERY) : null);
  const [compact, setCompact] = useState(() => query()?.matches === true);
  useEffect(() => {
    const list = query();
    if (!list) return;
    const onChange = () => setCompact(list.matches);
    onChange();
    list.addEventListener?.('change', onChange);
    return () => list.removeEventListener?.('change', onChange);
  }, []);
  return compact;
}
