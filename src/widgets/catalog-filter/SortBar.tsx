import { memo } from 'react';
import { t, type CatalogFilterKey } from '../../core/messages/catalog-filter';
import { SORT_FIELDS, type SortField } from '../../core/rules/sort';

const LABELS: Record<SortField, CatalogFilterKey> = {
  articul: 'catalogSortArticul',
  header: 'catalogSortHeader',
  price: 'catalogSortPrice',
  price_rrc: 'catalogSortPriceRrc',
};

export interface SortBarProps {
  /** The sort in force (the default when none is chosen). */
  sort: { field: string; dir: 'asc' | 'desc' };
  onSort(field: SortField): void;
}

/** One button per sort field (spec 4); the pressed one shows and names its direction. */
export const SortBar = memo(function SortBar({ sort, onSort }: SortBarProps) {
  return (
    <div className="b2b-catalog-filter-sort" part="sort" role="group" aria-label={t('catalogSort')}>
      <span className="b2b-catalog-filter-sort-label" aria-hidden="true">
        {t('catalogSort')}:
      </span>
      {SORT_FIELDS.map((field) => {
        const active = sort.field === field;
        const label = t(LABELS[field]);
        const direction = t(sort.dir === 'asc' ? 'catalogSortAsc' : 'catalogSortDesc');
        return (
          <button
            key={field}
            type="button"
            className="b2b-catalog-filter-sort-button"
            part="sort-button"
            aria-pressed={active}
            // The arrow is decoration; the pressed button says its direction in words.
            aria-label={active ? `${label}, ${direction}` : label}
            onClick={() => onSort(field)}
          >
            {label}
            {active && <span aria-hidden="true">{sort.dir === 'asc' ? ' ↑' : ' ↓'}</span>}
          </button>
        );
      })}
    </div>
  );
});
