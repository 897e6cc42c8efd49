import { useId, type ClipboardEvent } from 'react';
import { t } from '../../core/messages/project-order';
import type { ProjectOrderKey } from '../../core/messages/project-order';
import { isBlankProjectLine, PROJECT_LINE_FIELDS, type ProjectLineField, type ProjectLineProblem } from '../../core/rules/project-lines';
import type { ProjectOrderForm } from './use-project-order';

const COLUMN: Record<ProjectLineField, ProjectOrderKey> = {
  articul: 'projectColArticul',
  qnt: 'projectColQnt',
  price: 'projectColPrice',
  note: 'projectColNote',
};

const REASON: Record<ProjectLineProblem, ProjectOrderKey> = {
  firstIncomplete: 'projectLineFirstIncomplete',
  incomplete: 'projectLineIncomplete',
  badQuantity: 'projectLineBadQuantity',
  badPrice: 'projectLineBadPrice',
};

const INPUT_MODE: Record<ProjectLineField, 'text' | 'decimal'> = { articul: 'text', qnt: 'decimal', price: 'decimal', note: 'text' };

/**
 * The import lines as a table of inputs: type, or paste rows copied from a
 * spreadsheet into any cell. An invalid line's cells are aria-invalid and
 * described by the reason, shown in a row under the line.
 */
export function LinesGrid({ form }: { form: ProjectOrderForm }) {
  const ids = useId();
  const hintId = `${ids}-hint`;
  const reasonId = (i: number) => `${ids}-reason-${i}`;
  const cellId = (i: number, f: ProjectLineField) => `${ids}-${i}-${f}`;

  const onPaste = (i: number, f: ProjectLineField) => (event: ClipboardEvent<HTMLInputElement>) => {
    if (form.paste(i, f, event.clipboardData.getData('text/plain'))) event.preventDefault();
  };

  return (
    <div className="b2b-project-lines" part="lines">
      <p id={hintId} className="b2b-project-hint">
        {t('projectLinesHint')}
      </p>
      {/* Wider than a phone: the table scrolls in this box (keyboard-reachable, named), the line number kept. */}
      <div className="b2b-project-grid-box" tabIndex={0} role="region" aria-label={t('projectLinesCaption')}>
        <table className="b2b-project-grid" aria-describedby={hintId}>
          <caption>{t('projectLinesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">№</th>
              {PROJECT_LINE_FIELDS.map((f) => (
                <th key={f} scope="col">
                  {t(COLUMN[f])}
                </th>
              ))}
              <th scope="col">
                <span className="b2b-visually-hidden">{t('projectRemoveLine', { n: '' }).trim()}</span>
              </th>
            </tr>
          </thead>
          {form.lines.map((line, i) => {
            const server = form.serverMark?.line === i + 1 ? form.serverMark.message : null;
            const problem = form.lineCheck.problemOf(i);
            const reason = server ?? (problem ? t(REASON[problem]) : null);
            const spare = i === form.lines.length - 1 && isBlankProjectLine(line);
            return (
              // One tbody per line: the line and its reason row stay together.
              <tbody key={i} data-invalid={reason ? true : undefined}>
                <tr>
                  <th scope="row">{i + 1}</th>
                  {PROJECT_LINE_FIELDS.map((f) => (
                    <td key={f}>
                      <input
                        id={cellId(i, f)}
                        className="b2b-input"
                        part="cell"
                        inputMode={INPUT_MODE[f]}
                        autoComplete="off"
                        aria-label={t('projectCellLabel', { field: t(COLUMN[f]), n: i + 1 })}
                        aria-invalid={reason ? true : undefined}
                        aria-describedby={reason ? reasonId(i) : undefined}
                        value={line[f]}
                        onChange={(e) => form.typeCell(i, f, e.target.value)}
                        onPaste={onPaste(i, f)}
                      />
                    </td>
                  ))}
                  <td>
                    {!spare && (
                      <button
                        type="button"
                        className="b2b-button b2b-button--link b2b-project-remove"
                        aria-label={t('projectRemoveLine', { n: i + 1 })}
                        onClick={() => form.remove(i)}
                      >
                        ×
                      </button>
                    )}
                  </td>
                </tr>
                {reason && (
                  <tr className="b2b-project-reason">
                    <td />
                    <td colSpan={PROJECT_LINE_FIELDS.length + 1} id={reasonId(i)} part="reason">
                      {reason}
                    </td>
                  </tr>
                )}
              </tbody>
            );
          })}
        </table>
      </div>
    </div>
  );
}

export const firstCellId = (root: ParentNode, index: number): HTMLElement | null =>
  root.querySelector<HTMLElement>(`tbody:nth-of-type(${index + 1}) input`);
