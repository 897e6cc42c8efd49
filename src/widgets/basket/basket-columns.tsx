/**
 * The basket table's columns. Module constants on purpose: the DataTable's
 * rows are memoised on their props, so columns that never change identity
 * mean a row re-renders only when its own line does. Cells read messages at
 * render time (a host may override them after this module loaded).
 */
import { useState } from 'react';
import { t, type BasketKey } from '../../core/messages/basket';
import { IMAGE_FALLBACK } from '../../core/constants';
import { formatPrice, imageUrl } from '../../core/format';
import { lineSum } from '../../core/rules/money';
import type { BasketLine } from '../../core/types';
import { getConfig } from '../../core/config';
import type { BasketLineState, LineKey } from '../../stores/basket-types';
import { useBasketLine } from '../../stores/react';
import type { Column, RowId } from '../../ui/data-table';
import { QuantityCell } from './QuantityCell';

/** A row of the table: the line's state, or undefined for the instant a removed line is still listed. */
export type BasketRow = BasketLineState | undefined;

function Msg({ k }: { k: BasketKey }) {
  return <>{t(k)}</>;
}

/** The product picture, or spec 9's no-photo image when there is none or it fails to load. */
function LinePicture({ line }: { line: BasketLine }) {
  const wanted = imageUrl(line.picture, line.picturetype);
  const fallback = getConfig().siteBase + IMAGE_FALLBACK;
  const [failed, setFailed] = useState<string | null>(null);
  const src = failed === wanted ? fallback : wanted;
  return (
    <img
      className="b2b-basket-picture"
      part="picture"
      src={src}
      // The row's name cell says what it is; the picture adds nothing for a screen reader.
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (src !== fallback) setFailed(wanted);
      }}
    />
  );
}

function LineName({ line }: { line: BasketLine }) {
  return (
    <>
      <span className="b2b-basket-header">{line.header}</span>
      {line.params.length > 0 && <span className="b2b-basket-params">{line.params.map((p) => p.header).join(', ')}</span>}
    </>
  );
}

function LineStock({ line }: { line: BasketLine }) {
  if (line.stock <= 0) return <span className="b2b-basket-stock b2b-basket-stock--none">{t('basketNoStock')}</span>;
  const short = line.qnt > line.stock;
  return (
    <span className={short ? 'b2b-basket-stock b2b-basket-stock--short' : 'b2b-basket-stock'}>
      {line.stock}
      {short && <span className="b2b-basket-stock-note">{t('basketOverStock', { n: line.stock })}</span>}
    </span>
  );
}

export const basketColumns: readonly Column<BasketRow>[] = [
  {
    id: 'picture',
    header: (
      <span className="b2b-visually-hidden">
        <Msg k="basketColPicture" />
      </span>
    ),
    cell: (row) => row && <LinePicture line={row.line} />,
    width: '72px',
  },
  { id: 'articul', header: <Msg k="basketColArticul" />, label: () => t('basketColArticul'), sortField: 'articul', cell: (row) => row?.line.articul, width: '128px' },
  { id: 'header', header: <Msg k="basketColHeader" />, sortField: 'header', rowHeader: true, cell: (row) => row && <LineName line={row.line} /> },
  { id: 'price', header: <Msg k="basketColPrice" />, label: () => t('basketColPrice'), sortField: 'price', align: 'end', cell: (row) => row && formatPrice(row.line.price) },
  { id: 'price_rrc', header: <Msg k="basketColPriceRrc" />, label: () => t('basketColPriceRrc'), sortField: 'price_rrc', align: 'end', cell: (row) => row && formatPrice(row.line.price_rrc) },
  { id: 'qnt', header: <Msg k="basketColQuantity" />, cell: (row) => row && <QuantityCell state={row} />, width: '176px' },
  { id: 'sum', header: <Msg k="basketColSum" />, label: () => t('basketColSum'), align: 'end', cell: (row) => row && formatPrice(lineSum(row.line.price, row.line.qnt)) },
  { id: 'stock', header: <Msg k="basketColStock" />, label: () => t('basketColStock'), align: 'end', cell: (row) => row && <LineStock line={row.line} /> },
];

/** The DataTable's row reader: each row subscribes to its own line only. */
export function useLineRow(id: RowId): BasketRow {
  return useBasketLine(id as LineKey);
}

/** Names a row in its checkbox label: 'Выбрать строку: ФР-00101 Дрель ударная 750 Вт'. */
export function rowLabel(row: BasketRow): string {
  return row ? `${row.line.articul} ${row.line.header}` : '';
}
