import { useState } from 'react';
import type { ContractNotice } from '../../stores/session';
import { Alert } from '../../ui/alert';

/**
 * Spec 6: a stop-orders contract shows 'Уведомление о приостановке заказов'
 * with its debt alert (and sending is blocked elsewhere); a contract with
 * only a debt alert shows 'Уведомление о просроченной задолженности' on load.
 * The debt notice may be closed; the stop notice stays while it applies.
 */
export function BasketNotices({ notice }: { notice: ContractNotice | null }) {
  const [closed, setClosed] = useState<string | null>(null);
  if (!notice) return null;
  const id = `${notice.kind}:${notice.text}`;
  if (notice.kind === 'debt' && closed === id) return null;
  return (
    <Alert
      tone={notice.kind === 'stopOrders' ? 'error' : 'warning'}
      title={notice.title}
      className="b2b-basket-notice"
      onClose={notice.kind === 'debt' ? () => setClosed(id) : undefined}
    >
      {notice.text}
    </Alert>
  );
}
