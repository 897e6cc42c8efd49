import { useId, useState } from 'react';
import { t } from '../../core/messages/repeat';
import { canRepeatLine, chosenLines, clampQuantity, defaultChoices, lineKeyOf, priceChange, type LineChoice } from '../../core/rules/repeat-preview';
import type { PreviewLine, RepeatLine } from '../../core/types';
import type { Failure } from '../../stores/api-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { formatRubles, Price } from '../../ui/price';

export interface RepeatPreviewProps {
  title: string;
  lines: PreviewLine[];
  sending: boolean;
  /** Why the last send failed; `retryable`: a «Повторить» helps (not for a refusal). */
  error: Failure | null;
  onConfirm: (lines: RepeatLine[]) => void;
  onClose: () => void;
}

/** What changed since the order, line by line; the buyer unticks lines and changes quantities. */
export function RepeatPreview({ title, lines, sending, error, onConfirm, onClose }: RepeatPreviewProps) {
  const [choices, setChoices] = useState(() => defaultChoices(lines));
  const introId = useId();
  const set = (key: string, patch: Partial<LineChoice>) =>
    setChoices((prev) => new Map(prev).set(key, { ...prev.get(key)!, ...patch }));
  const chosen = chosenLines(lines, choices);
  return (
    <Modal
      open
      onClose={onClose}
      title={`${title}: ${t('previewTitle')}`}
      describedBy={introId}
      size="large"
      className="b2b-repeat-preview"
      footer={
        <>
          <Button variant="primary" disabled={sending || chosen.length === 0} onClick={() => onConfirm(chosen)}>
            {t('previewAdd')}
          </Button>
          <Button onClick={onClose}>{t('close')}</Button>
        </>
      }
    >
      <p id={introId}>{t('previewIntro')}</p>
      {error && (
        <Alert tone="error" onRetry={error.retryable ? () => onConfirm(chosen) : undefined}>
          {t('ordersRepeatFailed', { reason: error.message })}
        </Alert>
      )}
      <ul className="b2b-repeat-preview-lines" part="preview-lines">
        {lines.map((line) => {
          const key = lineKeyOf(line);
          const choice = choices.get(key)!;
          const usable = canRepeatLine(line);
          const change = priceChange(line);
          return (
            <li key={key} className="b2b-repeat-preview-line" data-withdrawn={line.withdrawn || undefined}>
              <label className="b2b-repeat-preview-pick">
                <input
                  type="checkbox"
                  checked={choice.on && usable}
                  disabled={!usable}
                  aria-label={t('previewPick', { header: line.header })}
                  onChange={(e) => set(key, { on: e.currentTarget.checked })}
                />
                <span className="b2b-repeat-preview-name">
                  <span className="b2b-repeat-articul">{line.articul}</span> {line.header}
                </span>
              </label>
              <span className="b2b-repeat-preview-price">
                {line.withdrawn ? (
                  <strong className="b2b-repeat-preview-bad">{t('previewWithdrawn')}</strong>
                ) : (
                  <>
                    {line.priceThen !== null && (
                      <span>
                        {t('previewThen')} <Price value={line.priceThen} />
                      </span>
                    )}{' '}
                    {line.priceNow !== null && (
                      <span>
                        {t('previewNow')} <Price value={line.priceNow} />
                      </span>
                    )}{' '}
                    {change.kind === 'dearer' && <strong className="b2b-repeat-preview-up">{t('previewDearer', { diff: formatRubles(change.diff) })}</strong>}
                    {change.kind === 'cheaper' && <strong className="b2b-repeat-preview-down">{t('previewCheaper', { diff: formatRubles(change.diff) })}</strong>}
                    {change.kind === 'same' && <span className="b2b-repeat-muted">{t('previewSame')}</span>}
                  </>
                )}
              </span>
              {!line.withdrawn && line.available === 0 && <strong className="b2b-repeat-preview-bad">{t('previewNone')}</strong>}
              {usable && line.available < line.qnt && (
                <strong className="b2b-repeat-preview-short">{t('previewShort', { n: line.available })}</strong>
              )}
              {usable && (
                <input
                  type="number"
                  className="b2b-input b2b-repeat-preview-qnt"
                  min={1}
                  max={line.available}
                  value={choice.qnt}
                  disabled={!choice.on}
                  aria-label={t('previewQnt', { header: line.header })}
                  onChange={(e) => set(key, { qnt: clampQuantity(Number(e.currentTarget.value), line) })}
                />
              )}
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
