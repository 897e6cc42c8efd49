import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { t } from '../../core/messages/notices';
import { useContractNotice, useEffectiveContract, useSession, useSessionStore } from '../../stores/react';
import { StyleRoot } from '../../ui/StyleRoot';
import { Banner, reflect } from '../../blocks/banner/banner';
import { useHost } from '../../blocks/element/host-context';
import { noticesStyles } from './notices-styles';

export interface NoticesProps {
  /** Called when the user closes the notice. */
  onClose?: () => void;
}

/**
 * The chosen contract's notice on every page (spec 6): 'Уведомление о
 * приостановке заказов' with the debt alert for a stop-orders contract,
 * 'Уведомление о просроченной задолженности' for a debt alert only. Read from
 * the page's session store (no request of its own). The user may close it; it
 * comes back when the chosen contract changes, and on the next page.
 * As a tag, the server's notice inside it shows until the store knows better.
 */
export function Notices({ onClose }: NoticesProps) {
  const host = useHost();
  const session = useSessionStore();
  const ready = useSession((s) => s.status === 'ready');
  const { contractId, contract } = useEffectiveContract();
  const notice = useContractNotice();
  const [closedFor, setClosedFor] = useState<number | null | undefined>(undefined);
  // What the server wrote inside the tag (kind and contract), shown as it is while it still applies.
  const server = useRef(host ? { kind: host.getAttribute('kind'), contract: Number(host.getAttribute('contract')) } : null);

  useEffect(() => {
    void session.ensureLoaded();
  }, [session]);

  const shownContract = ready ? contractId : (server.current?.contract ?? null);
  // Another contract forgets the closing: switching back shows that contract's notice again.
  if (closedFor !== undefined && closedFor !== shownContract) setClosedFor(undefined);
  const closed = closedFor !== undefined && closedFor === shownContract;
  const kind = ready ? (notice?.kind ?? null) : (server.current?.kind ?? null);
  const serverText = Boolean(host && server.current?.kind && kind === server.current.kind && shownContract === server.current.contract);

  useLayoutEffect(() => {
    reflect(host, 'kind', kind);
    reflect(host, 'dismissed', closed ? '' : null);
  }, [host, kind, closed]);

  if (!kind || closed) return <StyleRoot css={noticesStyles} className="b2b-notices" />;
  const close = () => {
    setClosedFor(shownContract);
    onClose?.();
  };
  return (
    <StyleRoot css={noticesStyles} className="b2b-notices">
      <Banner kind={host ? undefined : kind} className="b2b-notices-banner" closeLabel={t('noticeClose')} onClose={close} role={serverText ? undefined : 'alert'}>
        {serverText || !notice ? (
          <slot />
        ) : (
          <>
            <strong className="b2b-banner-title">{notice.title}</strong>{' '}
            <span className="b2b-banner-text">
              {contract ? `${contract.header}. ` : ''}
              {notice.text}
            </span>
          </>
        )}
      </Banner>
    </StyleRoot>
  );
}
