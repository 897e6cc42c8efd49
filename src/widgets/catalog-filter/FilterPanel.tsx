import { t } from '../../core/config';
import { toggleValue, type GoodsFlag, type Origin } from './filter-url';
import { BrandFacet } from './BrandFacet';
import { CatalogTree } from './CatalogTree';
import { PriceFacet } from './PriceFacet';
import { QueryField } from './QueryField';
import { SelectField } from './SelectField';
import { TagFacet } from './TagFacet';
import type { CatalogFilterModel } from './use-catalog-filter';

/** Every filter of issue 7 in one panel; each control applies itself (no 'apply' button). */
export function FilterPanel({ model }: { model: CatalogFilterModel }) {
  const { state, session, target, results, tags, change, selectCatalog } = model;
  const reply = results.reply;
  return (
    <div className="b2b-catalog-filter-panel" part="filters" role="group" aria-label={t('catalogFilterTitle')}>
      {session.contracts.length > 0 && (
        <SelectField<number>
          label={t('catalogContract')}
          value={target.contract}
          options={session.contracts.map((c) => ({ value: c.id, label: c.header }))}
          onChange={(contract) => change({ contract })}
        />
      )}
      {session.warehouses.length > 0 && (
        <SelectField<number>
          label={t('catalogWarehouse')}
          value={target.warehouse}
          options={[...session.warehouses].sort((a, b) => a.pos - b.pos).map((w) => ({ value: w.id, label: w.header }))}
          onChange={(warehouse) => change({ warehouse })}
        />
      )}
      <QueryField
        query={state.query}
        searchRange={state.searchRange}
        onQuery={(query) => change({ query })}
        onSearchRange={(searchRange) => change({ searchRange })}
      />
      <CatalogTree
        tree={session.tree}
        status={session.treeStatus}
        error={session.treeError}
        onRetry={session.retryTree}
        selected={target.catalog}
        onSelect={selectCatalog}
      />
      <label className="b2b-catalog-filter-check b2b-catalog-filter-available">
        <input type="checkbox" checked={state.available} onChange={(event) => change({ available: event.target.checked })} />
        <span>{t('catalogAvailable')}</span>
      </label>
      <BrandFacet
        brands={reply?.brands.data ?? []}
        selected={state.brands}
        onToggle={(id, on) => change({ brands: toggleValue(state.brands, id, on) })}
      />
      <PriceFacet
        minPrice={state.minPrice}
        maxPrice={state.maxPrice}
        bounds={reply ? reply.params.maxmin : null}
        onChange={(range) => change(range)}
      />
      <TagFacet tags={tags} selected={state.tags} onToggle={(tag, on) => change({ tags: toggleValue(state.tags, tag, on) })} />
      <SelectField<GoodsFlag | 'all'>
        label={t('catalogFlag')}
        value={state.flag ?? 'all'}
        options={[
          { value: 'all', label: t('catalogFlagAll') },
          { value: 'hit', label: t('catalogFlagHit') },
          { value: 'novelty', label: t('catalogFlagNovelty') },
          { value: 'spec', label: t('catalogFlagSpec') },
        ]}
        onChange={(flag) => change({ flag: flag === 'all' ? null : flag })}
      />
      <SelectField<Origin | 'all'>
        label={t('catalogOrigin')}
        value={target.origin ?? 'all'}
        options={[
          // With an `origin` attribute "all" would fall back to it: not offered then.
          ...(session.defaults.origin === null ? [{ value: 'all' as const, label: t('catalogOriginAll') }] : []),
          { value: 'catalog', label: t('catalogOriginCatalog') },
          { value: 'additional', label: t('catalogOriginAdditional') },
        ]}
        onChange={(origin) => change({ origin: origin === 'all' ? null : origin })}
      />
    </div>
  );
}
