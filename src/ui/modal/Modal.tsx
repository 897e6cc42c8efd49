import { useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { t } from '../../core/messages/text';
import { useModalDialog } from './use-modal-dialog';

export interface ModalProps {
  /** Controlled: the dialog shows while true. */
  open: boolean;
  /** Escape, the close button or a backdrop click (when enabled) ask to close. */
  onClose: () => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons row under the body. */
  footer?: ReactNode;
  /** Focused on open; default the first form field. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Id of the element that describes the dialog (a confirmation's question). */
  describedBy?: string;
  /** 'alertdialog' for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  /** A click on the dimmed page closes; off by default so a half-filled form is not lost. */
  closeOnBackdrop?: boolean;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/**
 * A modal on the native <dialog> (design 4): the browser gives the top
 * layer, inert background and focus trapping; we add labelling, focus return
 * and the controlled `open`. Content mounts only while open, so a form
 * starts fresh each time.
 */
export function Modal(props: ModalProps) {
  const { open, onClose, title, children, footer, initialFocus, describedBy, role, closeOnBackdrop, size = 'medium', className } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref, { open, onClose, initialFocus });

  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog box has no padding of its own: a click on the element itself is on the backdrop.
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  };

  const classes = ['b2b-modal', `b2b-modal--${size}`, className].filter(Boolean).join(' ');
  return (
    // The click handler only mirrors Escape and the close button, which keyboard users have.
    <dialog
      ref={ref}
      className={classes}
      part="dialog"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onClick={onDialogClick}
    >
      {open && (
        <div className="b2b-modal-box">
          {/* div, not header/footer: those would be page landmarks (banner, contentinfo) beside the page's own (axe landmark-unique). */}
          <div className="b2b-modal-header" part="dialog-header">
            <h2 id={titleId} className="b2b-modal-title" part="dialog-title">
              {title}
            </h2>
            <button type="button" className="b2b-modal-close" part="dialog-close" aria-label={t('close')} onClick={onClose}>
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div className="b2b-modal-body" part="dialog-body">
            {children}
          </div>
          {footer && (
            <div className="b2b-modal-footer" part="dialog-footer">
              {footer}
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
