import { useEffect, useRef, type ReactNode } from 'react';
import { dataTableText } from './data-table-messages';

/**
 * A check box's target: a label around it that fills its cell (data-table.css.ts:
 * 24 px at least with a mouse, 44 px to a finger), so a tap beside the 17.6 px box
 * still checks it. The box keeps its own name (aria-label): the label holds no text
 * of its own but what `children` adds for the eye (aria-hidden).
 */
export function CheckHit({ className, children }: { className?: string; children: ReactNode }) {
  return <label className={className ? `b2b-table-check-hit ${className}` : 'b2b-table-check-hit'}>{children}</label>;
}

/** The check-all box; 'mixed' (indeterminate) when only some rows are checked. `children`: words shown beside it. */
export function CheckAll({ all, some, onToggle, children }: { all: boolean; some: boolean; onToggle: () => void; children?: ReactNode }) {
  const ref = useRef<HTMLInputElement>(null);
  // indeterminate is a DOM property only, there is no attribute for it.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <CheckHit className="b2b-table-check-all">
      <input ref={ref} type="checkbox" className="b2b-table-checkbox" aria-label={dataTableText('checkAll')} checked={all} onChange={onToggle} />
      {children}
    </CheckHit>
  );
}
