import type { ContractNotice } from '../../stores/session';
import { Alert } from '../../ui/alert';

/**
 * Whether the page shows the contract notice itself: a `<b2b-notices>` tag is
 * on it (design 3: every logged-in page of a portal carries one). Read when
 * the widget renders; a page without one (an embedder, a React app) gets the
 * notice from each widget as before.
 */
export function pageShowsNotice(): boolean {
  return typeof document !== 'undefined' && document.getElementsByTagName('b2b-notices').length > 0;
}

export interface ContractNoticeBoxProps {
  notice: ContractNotice;
  /** The id the widget's disabled controls are described by (aria-describedby): the reason stays. */
  id: string;
  className?: string;
  onClose?: () => void;
}

/**
 * A widget's copy of the chosen contract's notice: shown
 * once per page. When the page's `<b2b-notices>` already shows it, the copy is
 * kept for screen readers only, as the reason of the widget's disabled
 * controls; otherwise it is the widget's own alert.
 */
export function ContractNoticeBox({ notice, id, className, onClose }: ContractNoticeBoxProps) {
  if (pageShowsNotice()) {
    return (
      <p id={id} className="b2b-visually-hidden">
        {notice.title}: {notice.text}
      </p>
    );
  }
  return (
    <div id={id} className={className}>
      <Alert tone={notice.kind === 'stopOrders' ? 'error' : 'warning'} title={notice.title} onClose={onClose}>
        {notice.text}
      </Alert>
    </div>
  );
}
