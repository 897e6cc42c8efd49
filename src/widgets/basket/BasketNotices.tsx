import { createContext, useState } from 'react';
import type { ContractNotice } from '../../stores/session';
import { ContractNoticeBox } from '../../blocks/notice/contract-notice';

/** Id of the stop-orders notice inside the basket: what its disabled + and send buttons are described by. */
export const StopReasonContext = createContext<string | undefined>(undefined);

/**
 * Spec 6: a stop-orders contract shows 'Уведомление о приостановке заказов'
 * with its debt alert (and sending and raising quantities are blocked); a
 * contract with only a debt alert shows 'Уведомление о просроченной
 * задолженности' on load. The debt notice may be closed; the stop notice stays
 * while it applies. On a page whose <b2b-notices> shows it, it is not shown a
 * second time, only kept as the reason of the disabled controls.
 */
export function BasketNotices({ notice, id }: { notice: ContractNotice | null; id: string }) {
  const [closed, setClosed] = useState<string | null>(null);
  if (!notice) return null;
  const key = `${notice.kind}:${notice.text}`;
  if (notice.kind === 'debt' && closed === key) return null;
  return (
    <ContractNoticeBox
      id={id}
      notice={notice}
      className="b2b-basket-notice"
      onClose={notice.kind === 'debt' ? () => setClosed(key) : undefined}
    />
  );
}
