import { useId } from 'react';
import { t } from '../../core/messages/basket';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import type { Failure } from '../../stores/api-errors';

export interface OrderActionsProps {
  onSend: () => void;
  onSaveDraft: () => void;
  sending: boolean;
  /** Spec 4: a stop-orders contract blocks sending. */
  stopped: boolean;
  /** Something must settle first (the contract choice, the delivery lists). */
  waiting: boolean;
  /** Why the last send failed (Russian, the server's own when it refused); retryable: «Повторить» can help. */
  error: Failure | null;
  /** Form fields need attention. */
  invalid: boolean;
}

export function OrderActions({ onSend, onSaveDraft, sending, stopped, waiting, error, invalid }: OrderActionsProps) {
  const whyId = useId();
  return (
    <div className="b2b-basket-actions" part="actions">
      {invalid && <Alert tone="error">{t('basketFormErrors')}</Alert>}
      {error && <Alert tone="error" onRetry={stopped || !error.retryable ? undefined : onSend}>{error.message}</Alert>}
      {stopped && (
        <p id={whyId} className="b2b-basket-stopped">
          {t('basketSendStopped')}
        </p>
      )}
      <div className="b2b-basket-buttons">
        <Button onClick={onSaveDraft}>{t('basketDraftSave')}</Button>
        <Button
          variant="primary"
          part="button send"
          onClick={onSend}
          disabled={stopped || waiting || sending}
          aria-describedby={stopped ? whyId : undefined}
          aria-busy={sending || undefined}
        >
          {sending ? t('basketSending') : t('basketSend')}
        </Button>
      </div>
    </div>
  );
}
