import { useState, type ReactNode } from 'react';
import { Button } from '../../src/ui/button';

/**
 * A page button and the modal widget it opens, as on the portal: stories of
 * the visitor modals start closed (the docs page shows many at once) and
 * their play functions press the button.
 */
export function VisitorOpener({ label, children }: { label: string; children: (open: boolean, close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{label}</Button>
      {children(open, () => setOpen(false))}
    </>
  );
}
