import { Alert } from '../../ui/alert';

/** What a row action's hook tells of its last failure (useRecordActions, drafts' removal). */
export interface FailedAction {
  failure: { message: string } | null;
  retry(): void;
  dismiss(): void;
}

/** A row action that failed (remove, activate…): the area's sentence with the reason, «Повторить» and a close; nothing otherwise. */
export function ActionFailure({ actions, text }: { actions: FailedAction; text: (reason: string) => string }) {
  if (!actions.failure) return null;
  return (
    <Alert tone="error" onClose={actions.dismiss} onRetry={actions.retry}>
      {text(actions.failure.message)}
    </Alert>
  );
}
