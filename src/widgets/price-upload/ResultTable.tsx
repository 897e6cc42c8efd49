import { pluralKey } from '../../core/format';
import { t } from '../../core/messages/price-upload';
import type { PriceItem, UploadLine } from '../../core/types';
import { Price } from '../../ui/price';
import { isChoosable, type Choices, type LineChoice } from './result-lines';
import { ColumnTitles } from '../../ui/ColumnTitles';

const STATUS_KEY = {
  found: 'priceLineFound',
  short: 'priceLineShort',
  unknown: 'priceLineUnknown',
  ambiguous: 'priceLineAmbiguous',
  badQuantity: 'priceLineBadQuantity',
  duplicate: 'priceLineDuplicate',
} as const;

const itemName = (item: PriceItem) => (item.params ? `${item.header} (${item.params})` : item.header);

/** What the buyer should know about the line, in Russian. */
function lineNotes(line: UploadLine): string[] {
  const notes: string[] = [];
  if (line.status === 'short') notes.push(t('priceLineShortText', { available: line.available ?? 0, qnt: line.qnt ?? 0 }));
  if (line.status === 'unknown') notes.push(t('priceLineUnknownText', { code: line.code }));
  if (line.status === 'badQuantity') notes.push(t('priceLineBadQuantityText', { qnt: line.qntText }));
  if (line.status === 'duplicate' && line.into !== null) notes.push(t('priceLineDuplicateText', { line: line.into }));
  if (line.summed.length) notes.push(t(pluralKey(line.summed.length, ['priceLineSummedOne', 'priceLineSummedFew', 'priceLineSummedMany']), { lines: line.summed.join(', ') }));
  if (line.rounded && line.qnt !== null) notes.push(t('priceLineRounded', { qnt: line.qnt, step: line.item?.step ?? 1 }));
  if (line.how === 'loose' && line.item && line.status !== 'duplicate') notes.push(t('priceLineMatchedAs', { articul: line.item.articul }));
  return notes;
}

interface RowProps {
  line: UploadLine;
  choice: LineChoice | undefined;
  choose: (line: number, change: Partial<LineChoice>) => void;
  disabled: boolean;
}

function Choice({ line, choice, choose, disabled }: RowProps) {
  const label = `${t('priceColLine')} ${line.line}`;
  if (!isChoosable(line)) return null;
  if (line.status === 'short') {
    return (
      <fieldset className="b2b-upload-choice">
        <legend className="b2b-visually-hidden">{label}</legend>
        <label className="b2b-check">
          <input type="radio" name={`short-${line.line}`} checked={!!choice?.include} disabled={disabled} onChange={() => choose(line.line, { include: true })} />
          {t('priceLineTakeAvailable', { available: line.available ?? 0 })}
        </label>
        <label className="b2b-check">
          <input type="radio" name={`short-${line.line}`} checked={!choice?.include} disabled={disabled} onChange={() => choose(line.line, { include: false })} />
          {t('priceLineLeaveOut')}
        </label>
      </fieldset>
    );
  }
  if (line.status === 'ambiguous') {
    return (
      <select
        className="b2b-input"
        aria-label={`${t('priceLinePick')}: ${label}`}
        value={choice?.pick ?? ''}
        disabled={disabled}
        onChange={(e) => choose(line.line, e.target.value === '' ? { include: false, pick: null } : { include: true, pick: Number(e.target.value) })}
      >
        <option value="">{t('priceLinePick')}</option>
        {line.candidates.map((c) => (
          <option key={c.id} value={c.id}>
            {`${c.articul} — ${itemName(c)} (${c.stock} шт.)`}
          </option>
        ))}
      </select>
    );
  }
  return (
    <label className="b2b-check">
      <input type="checkbox" checked={!!choice?.include} disabled={disabled} onChange={(e) => choose(line.line, { include: e.target.checked })} />
      <span className="b2b-visually-hidden">{`${t('priceColAdd')}: ${label}`}</span>
    </label>
  );
}

/** Every line read, each with its status and, where the buyer decides, the choice. */
export function ResultTable({ lines, choices, choose, disabled }: { lines: readonly UploadLine[]; choices: Choices; choose: RowProps['choose']; disabled: boolean }) {
  return (
    <div className="b2b-upload-table-wrap" part="result" tabIndex={0} role="region" aria-label={t('priceUploadResultTitle')}>
      <table className="b2b-upload-table">
        <ColumnTitles
          titles={[
            t('priceColLine'),
            t('priceColCode'),
            t('priceColProduct'),
            t('priceColPrice'),
            t('priceColQnt'),
            t('priceColStock'),
            t('priceColStatus'),
            t('priceColAdd'),
          ]}
        />
        <tbody>
          {lines.map((line) => (
            <tr key={line.line} data-status={line.status}>
              <td>{line.line}</td>
              <td>{line.code}</td>
              <td>{line.item ? itemName(line.item) : ''}</td>
              <td>{line.item ? <Price value={line.item.price} currency={false} /> : ''}</td>
              <td>{line.qnt ?? line.qntText}</td>
              <td>{line.item ? line.item.stock : ''}</td>
              <td>
                <span className={`b2b-upload-status b2b-upload-status--${line.status}`}>{t(STATUS_KEY[line.status])}</span>
                {lineNotes(line).map((note) => (
                  <span key={note} className="b2b-upload-note">
                    {note}
                  </span>
                ))}
              </td>
              <td>
                <Choice line={line} choice={choices[line.line]} choose={choose} disabled={disabled} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
