import { t } from '../../core/messages/repeat';
import type { OrderLine } from '../../core/types';
import { Price } from '../../ui/price';

export type LinesTableLine = Pick<OrderLine, 'type' | 'id' | 'articul' | 'header' | 'qnt' | 'price' | 'sum'>;

/** An order's or a draft's lines: articul, name, quantity, price, sum. */
export function LinesTable({ caption, lines }: { caption: string; lines: readonly LinesTableLine[] }) {
  return (
    // Wider than a phone's dialog: it scrolls in this box (keyboard-reachable, named by the
    // caption), the articul kept in view.
    <div className="b2b-table-scroll b2b-repeat-lines-box" tabIndex={0} role="region" aria-label={caption}>
      <table className="b2b-table b2b-repeat-lines" part="lines">
        <caption className="b2b-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('linesArticul')}</th>
            <th scope="col">{t('linesHeader')}</th>
            <th scope="col" className="b2b-repeat-num">{t('linesQnt')}</th>
            <th scope="col" className="b2b-repeat-num">{t('linesPrice')}</th>
            <th scope="col" className="b2b-repeat-num">{t('linesSum')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={`${l.type}:${l.id}`}>
              <td>{l.articul}</td>
              <th scope="row">{l.header}</th>
              <td className="b2b-repeat-num">{l.qnt}</td>
              <td className="b2b-repeat-num"><Price value={l.price} /></td>
              <td className="b2b-repeat-num"><Price value={l.sum} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
