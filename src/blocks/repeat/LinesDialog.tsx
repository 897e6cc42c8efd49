import type { ReactNode } from 'react';
import { t } from '../../core/messages/repeat';
import { Modal } from '../../ui/modal';
import { useLoad } from '../load/use-load';
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

/** An order's or a draft's lines, read when opened, without leaving the page; a failure says why, with a retry where one can help. */
export function LinesDialog({ title, summary, load, onClose }: LinesDialogProps) {
  // Read once per opening (and on retry): the loader is the caller's closure, new every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const lines = useLoad(async (signal) => asContent(await load(signal)), []);
  const content = lines.data;
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
      {lines.error ? (
        <ErrorState message={lines.error} onRetry={lines.retry} />
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
