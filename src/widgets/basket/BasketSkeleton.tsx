import { SkeletonLines } from '../../ui/states';

/** Rows drawn while the lines load: enough to fill the first screen below a page header. */
const ROWS = [0, 1, 2, 3, 4];

/**
 * The contract and warehouse selects while the page's session loads: the same
 * fields (a label line over a 2.25rem control), so the table below does not
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
 * The table while the basket loads: a head and five rows as tall as the
 * table's own (a 48px picture per row), so the first screen is laid out as it
 * will be and the page below is already out of view when the lines arrive.
 */
export function LinesSkeleton() {
  return (
    <div className="b2b-basket-skeleton">
      <span className="b2b-basket-skeleton-head b2b-skeleton" />
      {ROWS.map((i) => (
        <span key={i} className="b2b-basket-skeleton-row b2b-skeleton" />
      ))}
    </div>
  );
}
