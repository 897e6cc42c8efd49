import type { ReactNode } from 'react';
import { t } from '../../core/messages/text';
import { useAutoHide } from './use-auto-hide';

export type AlertTone = 'error' | 'warning' | 'success' | 'info';

/** A link (`href`, e.g. '/cart/') or a button; an action without either just closes the alert. */
export interface AlertAction {
  label: string;
  href?: string;
  onClick?: () => void;
}

export interface AlertProps {
  /** Default 'info'. Errors and warnings interrupt (role=alert), the rest are polite (role=status). */
  tone?: AlertTone;
  title?: ReactNode;
  children: ReactNode;
  actions?: readonly AlertAction[];
  /** A failure the user may try again: «Повторить» comes first among the actions and calls this (then closes, like every action). */
  onRetry?: () => void;
  /** Shows the close button; also called when the alert hides itself. */
  onClose?: () => void;
  /** Hides after this many ms (spec: alerts 2000-3000, popup 2500); paused while hovered or focused. */
  autoHideMs?: number | null;
  className?: string;
}

export function Alert({ tone = 'info', title, children, actions: given, onRetry, onClose, autoHideMs, className }: AlertProps) {
  const actions = onRetry ? [{ label: t('retry'), onClick: onRetry }, ...(given ?? [])] : given;
  const pauseHandlers = useAutoHide(autoHideMs, onClose);
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  const classes = ['b2b-alert', `b2b-alert--${tone}`, className].filter(Boolean).join(' ');

  const runAction = (action: AlertAction) => {
    action.onClick?.();
    onClose?.();
  };

  return (
    <div role={role} className={classes} part="alert" data-tone={tone} {...pauseHandlers}>
      <div className="b2b-alert-content">
        {title && <p className="b2b-alert-title">{title}</p>}
        <div className="b2b-alert-message">{children}</div>
        {actions && actions.length > 0 && (
          <div className="b2b-alert-actions" part="alert-actions">
            {actions.map((action) =>
              action.href ? (
                <a key={action.label} className="b2b-alert-action" href={action.href} onClick={() => action.onClick?.()}>
                  {action.label}
                </a>
              ) : (
                <button key={action.label} type="button" className="b2b-alert-action b2b-button b2b-button--link" onClick={() => runAction(action)}>
                  {action.label}
                </button>
              ),
            )}
          </div>
        )}
      </div>
      {onClose && (
        <button type="button" className="b2b-alert-close" part="alert-close" aria-label={t('close')} onClick={onClose}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
