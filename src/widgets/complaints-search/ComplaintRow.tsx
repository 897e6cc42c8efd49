import { memo } from 'react';
import { t } from '../../core/messages/complaints-search';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { isLineValid, type ComplaintLine } from './complaint-lines';

export interface ComplaintRowProps {
  line: ComplaintLine;
  onText(id: number, text: string): void;
  onRemove(id: number): void;
  onRetry(id: number): void;
}

/** The name a line goes by in labels: the product header, or «товар № id» until it is known. */
export function lineName(line: ComplaintLine): string {
  return line.product?.header ?? t('complaintsProductNo', { id: line.id });
}

/** One chosen product: articul, name (or its load state), the quantity field and a remove button. */
export const ComplaintRow = memo(function ComplaintRow({ line, onText, onRemove, onRetry }: ComplaintRowProps) {
  const name = lineName(line);
  return (
    <tr part="line" data-id={line.id}>
      <td className="b2b-complaints-search-articul" part="articul">
        {line.product?.articul ?? '—'}
      </td>
      <td part="header">
        <HeaderCell line={line} onRetry={onRetry} />
      </td>
      <td>
        {/* type=text, not number: a wrong value stays visible (and red) instead of being blanked by the browser. */}
        <TextField
          label={t('complaintsQuantityLabel', { header: name })}
          hideLabel
          className="b2b-complaints-search-quantity"
          part="quantity"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          data-quantity={line.id}
          value={line.text}
          error={isLineValid(line) ? undefined : t('complaintsQuantityError')}
          onChange={(e) => onText(line.id, e.currentTarget.value)}
        />
      </td>
      <td>
        <Button
          small
          part="remove"
          data-remove={line.id}
          aria-label={t('complaintsRemoveLabel', { header: name })}
          onClick={() => onRemove(line.id)}
        >
          {t('complaintsRemove')}
        </Button>
      </td>
    </tr>
  );
});

function HeaderCell({ line, onRetry }: { line: ComplaintLine; onRetry(id: number): void }) {
  if (line.product) return <>{line.product.header}</>;
  if (line.status === 'loading') {
    return <span className="b2b-complaints-search-note">{t('complaintsProductLoading', { id: line.id })}</span>;
  }
  return (
    <span className="b2b-complaints-search-failed">
      <span role="alert">{line.error}</span>
      {line.status === 'error' && (
        <Button small part="retry" onClick={() => onRetry(line.id)}>
          {t('retry')}
        </Button>
      )}
    </span>
  );
}
