import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isAbortError } from '../../core/api/errors';
import { t } from '../../core/messages/repeat';
import { errorText } from '../../stores/api-errors';
import { Modal } from '../../ui/modal';
import { ErrorState, Spinner } from '../../ui/states';
import { LinesTable, type LinesTableLine } from './LinesTable';

export interface LinesDialogProps {
  title: string;
  /** A line under the title: date, contract, state. */
  summary: ReactNode;
  /**
   * Reads the lines when the dialog opens (and again on retry); aborted when it closes.
   * With `details`, what was read about the record besides its lines shows above them.
   */
  load: (signal: AbortSignal) => Promise<readonly LinesTableLine[] | LinesDialogContent>;
  onClose: () => void;
}

export interface LinesDialogContent {
  lines: readonly LinesTableLine[];
  details: ReactNode;
}

const asContent = (read: readonly LinesTableLine[] | LinesDialogContent): LinesDialogContent =>
  'lines' in read ? read : { lines: read, details: null };

/** An order's or a draft's lines, read when opened, without leaving the page; a failure says why with a retry. */
export function LinesDialog({ title, summary, load, onClose }: LinesDialogProps) {
  const [content, setContent] = useState<LinesDialogContent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The loader is the caller's closure: the request depends on the attempt, not on its identity.
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    loadRef.current(controller.signal).then((read) => setContent(asContent(read)), (e: unknown) => {
      if (!isAbortError(e)) setError(errorText(e));
    });
    return () => controller.abort();
  }, [attempt]);
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="large"
      className="b2b-repeat-detail"
      footer={
        <button type="button" className="b2b-button b2b-button--secondary" onClick={onClose}>
          {t('close')}
        </button>
      }
    >
      <p className="b2b-repeat-muted">{summary}</p>
      {error ? (
        <ErrorState message={error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : content ? (
        <>
          {content.details}
          <LinesTable caption={title} lines={content.lines} />
        </>
      ) : (
        <Spinner label={t('loading')} />
      )}
    </Modal>
  );
}
