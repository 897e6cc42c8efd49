import type { ReactNode } from 'react';
import { t } from '../../core/messages/text';

export interface ErrorStateProps {
  /** The Russian message (ApiError messages are ready to show). */
  message: ReactNode;
  /** Shows 'Повторить'; the old site only logged failures, we offer a retry (design 4). */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

export function ErrorState({ message, onRetry, retryLabel, className }: ErrorStateProps) {
  return (
    <div role="alert" className={['b2b-error-state', className].filter(Boolean).join(' ')} part="error-state">
      <p className="b2b-error-state-text">{message}</p>
      {onRetry && (
        <button type="button" className="b2b-button b2b-button--secondary" part="retry" onClick={onRetry}>
          {retryLabel ?? t('retry')}
        </button>
      )}
    </div>
  );
}
