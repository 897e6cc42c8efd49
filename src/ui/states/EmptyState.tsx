import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  /** A way forward, e.g. a 'Перейти в каталог' link or a reset-filters button. */
  action?: ReactNode;
  className?: string;
}

/** What a list shows when there is nothing in it. */
export function EmptyState({ title, children, action, className }: EmptyStateProps) {
  return (
    <div className={['b2b-empty', className].filter(Boolean).join(' ')} part="empty">
      <p className="b2b-empty-title">{title}</p>
      {children && <div className="b2b-empty-text">{children}</div>}
      {action && <div className="b2b-empty-action">{action}</div>}
    </div>
  );
}
