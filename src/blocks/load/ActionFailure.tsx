import { Alert } from '../../ui/alert';

/** What a row action's hook tells of its last failure (useRecordActions). */
export interface FailedAction {
  failure: { message: string; retryable: boolean; changed: boolean; ids: readonly number[] } | null;
  retry(): void;
  dismiss(): void;
}

/**
 * A row action that failed (remove, activate, cancel…): the area's sentence
 * with the reason (`text`, given the ids it was for), «Повторить» where
 * sending again can help, and a close. A refusal because the record had
 * changed meanwhile is one line of its own, as it is, with no «Повторить».
 */
export function ActionFailure({ actions, text }: { actions: FailedAction; text: (reason: string, ids: readonly number[]) => string }) {
  const { failure } = actions;
  if (!failure) return null;
  if (failure.changed) {
    return (
      <Alert tone="warning" onClose={actions.dismiss}>
        {failure.message}
      </Alert>
    );
  }
  return (
    <Alert tone="error" onClose={actions.dismiss} onRetry={failure.retryable ? actions.retry : undefined}>
      {text(failure.message, failure.ids)}
    </Alert>
  );
}
