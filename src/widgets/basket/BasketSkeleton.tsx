import { SkeletonLines } from '../../ui/states';

/** Rows drawn while the lines load: as many as the virtualised table shows (its box clips the rest). */
const ROWS = Array.from({ length: 11 }, (_, i) => i);

/**
 * The contract and warehouse selects while the page's session loads: the same
 * fields (a label line over a 36px control), so the table below does not
 * move down when the real selects appear.
 */
export function ChoiceSkeleton() {
  return (
    <div className="b2b-basket-choice" aria-hidden="true">
      {['b2b-basket-contract', 'b2b-basket-warehouse'].map((place) => (
        <div key={place} className={`b2b-field ${place}`}>
          <span className="b2b-field-label">
            <SkeletonLines />
          </span>
          <span className="b2b-basket-skeleton-control b2b-skeleton" />
        </div>
      ))}
    </div>
  );
}

/**
 * Everything below the selects while the basket loads, in the boxes of what
 * will come: the table (a head and rows as tall as the table's own), then the
 * totals, delivery and buttons; or, for a basket the page says is empty, the
 * empty state. Its heights follow --b2b-basket-lines (basket.css.ts), so the
 * page below does not move when the lines arrive.
 */
export function LinesSkeleton() {
  return (
    <div className="b2b-basket-skeleton">
      <div className="b2b-basket-skeleton-lines">
        <span className="b2b-basket-skeleton-head b2b-skeleton" />
        {ROWS.map((i) => (
          <span key={i} className="b2b-basket-skeleton-row b2b-skeleton" />
        ))}
      </div>
      <div className="b2b-basket-skeleton-rest" />
    </div>
  );
}

/** The delivery form while its choices load (getBasketTableInit): the form's box, so the buttons below stay put. */
export function DeliverySkeleton() {
  return <div className="b2b-basket-delivery-skeleton b2b-skeleton" />;
}
