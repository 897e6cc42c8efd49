import { useEffect, useState } from 'react';
import { getOrder } from '../../core/api/history';
import { isAbortError } from '../../core/api/errors';
import { t } from '../../core/config';
import type { Order, OrderLine } from '../../core/types';
import { Modal } from '../../ui/modal';
import { Price } from '../../ui/price';
import { ErrorState, Spinner } from '../../ui/states';
import { errorText } from './error-text';

export function LinesTable({ caption, lines }: { caption: string; lines: readonly Pick<OrderLine, 'type' | 'id' | 'articul' | 'header' | 'qnt' | 'price' | 'sum'>[] }) {
  return (
    <table className="b2b-table b2b-orders-lines" part="lines">
      <caption className="b2b-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('linesArticul')}</th>
          <th scope="col">{t('linesHeader')}</th>
          <th scope="col" className="b2b-orders-num">{t('linesQnt')}</th>
          <th scope="col" className="b2b-orders-num">{t('linesPrice')}</th>
          <th scope="col" className="b2b-orders-num">{t('linesSum')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={`${l.type}:${l.id}`}>
            <td>{l.articul}</td>
            <th scope="row">{l.header}</th>
            <td className="b2b-orders-num">{l.qnt}</td>
            <td className="b2b-orders-num"><Price value={l.price} /></td>
            <td className="b2b-orders-num"><Price value={l.sum} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One order's lines, read when opened (GET order/{id}), without leaving the page. */
export function OrderLinesDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const [lines, setLines] = useState<OrderLine[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    getOrder(order.id, { signal: controller.signal }).then(
      (detail) => setLines(detail.lines),
      (e: unknown) => {
        if (!isAbortError(e)) setError(errorText(e));
      },
    );
    return () => controller.abort();
  }, [order.id, attempt]);
  const title = t('ordersLinesTitle', { number: order.number });
  return (
    <Modal open onClose={onClose} title={title} size="large" className="b2b-orders-detail" footer={<button type="button" className="b2b-button b2b-button--secondary" onClick={onClose}>{t('close')}</button>}>
      <p className="b2b-orders-muted">
        {order.date} · {order.contractHeader} · {order.status}
      </p>
      {error ? <ErrorState message={error} onRetry={() => setAttempt((n) => n + 1)} /> : lines ? <LinesTable caption={title} lines={lines} /> : <Spinner label={t('loading')} />}
    </Modal>
  );
}
