import { useEffect, useRef } from 'react';
import { dataTableText } from './data-table-messages';

/** The check-all box; 'mixed' (indeterminate) when only some rows are checked. */
export function CheckAll({ all, some, onToggle }: { all: boolean; some: boolean; onToggle: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  // indeterminate is a DOM property only, there is no attribute for it.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return <input ref={ref} type="checkbox" className="b2b-table-checkbox" aria-label={dataTableText('checkAll')} checked={all} onChange={onToggle} />;
}
