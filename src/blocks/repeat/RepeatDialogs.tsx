import { Alert } from '../../ui/alert';
import { t } from '../../core/messages/repeat';
import { RepeatPreview } from './RepeatPreview';
import { RepeatResult } from './RepeatResult';
import type { useRepeat } from './use-repeat';

/** Whatever the repeat flow shows now: the preview, the result, or a failure with retry. */
export function RepeatDialogs({ flow }: { flow: ReturnType<typeof useRepeat> }) {
  const { state } = flow;
  if (state.kind === 'preview') {
    return <RepeatPreview key={state.id} title={state.title} lines={state.lines} sending={state.sending} error={state.error} onConfirm={flow.confirm} onClose={flow.close} />;
  }
  if (state.kind === 'done') return <RepeatResult count={state.count} onClose={flow.close} />;
  if (state.kind === 'failed') {
    return (
      <Alert tone="error" onClose={flow.close} onRetry={state.again ? state.again : undefined}>
        {t('ordersRepeatFailed', { reason: state.message })}
      </Alert>
    );
  }
  return null;
}
