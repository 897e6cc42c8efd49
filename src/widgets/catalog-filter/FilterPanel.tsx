import { useMemo } from 'react';
import { t } from '../../core/messages/catalog-filter';
import type { Brand } from '../../core/types';
import { IdSelect, Select } from '../../ui/select';
import type { GoodsFlag, Origin } from './filter-url';
import { BrandFacet } from './BrandFacet';
import { CatalogTree } from './CatalogTree';
import { PriceFacet } from './PriceFacet';
import { QueryField } from './QueryField';
import { TagFacet } from './TagFacet';
import type { CatalogFilterModel } from './use-catalog-filter';

const NO_BRANDS: readonly Brand[] = [];

/**
 * Every filter of the catalogue (spec 2) in one panel; each control applies itself (no
 * 'apply' button). The controls are memoised and get stable actions, so a
 * change re-renders the control that changed, not the whole panel.
 */
export function FilterPanel({ model }: { model: CatalogFilterModel }) {
  const { state, session, target, results, tags, actions } = model;
  const reply = results.reply;
  const { contracts, warehouses } = session;
  const allOrigins = session.defaults.origin === null;

  const sortedWarehouses = useMemo(() => [...warehouses].sort((a, b) => a.pos - b.pos), [warehouses]);
  const flagOptions = useMemo(
    (): [GoodsFlag | 'all', string][] => [
      ['all', t('catalogFlagAll')],
      ['hit', t('catalogFlagHit')],
      ['novelty', t('catalogFlagNovelty')],
      ['spec', t('catalogFlagSpec')],
    ],
    [],
  );
  const originOptions = useMemo(
    (): (readonly [Origin | 'all', string])[] => [
      // With an `origin` attribute "all" would fall back to it: not offered then.
      ...(allOrigins ? [['all', t('catalogOriginAll')] as const] : []),
      ['catalog', t('catalogOriginCatalog')],
      ['additional', t('catalogOriginAdditional')],
    ],
    [allOrigins],
  );

  return (
    <div className="b2b-catalog-filter-panel" part="filters" role="group" aria-label={t('catalogFilterTitle')}>
      {contracts.length > 0 && (
        <IdSelect
          label={t('catalogContract')}
          selectClassName="b2b-catalog-filter-select"
          placeholder=""
          value={target.contract}
          items={contracts}
          onChange={actions.setContract}
        />
      )}
      {warehouses.length > 0 && (
        <IdSelect
          label={t('catalogWarehouse')}
          selectClassName="b2b-catalog-filter-select"
          placeholder=""
          value={target.warehouse}
          items={sortedWarehouses}
          onChange={actions.setWarehouse}
        />
      )}
      <QueryField query={state.query} searchRange={state.searchRange} onQuery={actions.setQuery} onSearchRange={actions.setSearchRange} />
      <CatalogTree
        tree={session.tree}
        status={session.treeStatus}
        error={session.treeError}
        onRetry={session.retryTree}
        selected={target.catalog}
        onSelect={actions.selectCatalog}
      />
      <label className="b2b-catalog-filter-check b2b-catalog-filter-available">
        <input type="checkbox" checked={state.available} onChange={(event) => actions.setAvailable(event.target.checked)} />
        <span>{t('catalogAvailable')}</span>
      </label>
      <BrandFacet brands={reply?.brands.data ?? NO_BRANDS} selected={state.brands} onToggle={actions.toggleBrand} />
      <PriceFacet minPrice={state.minPrice} maxPrice={state.maxPrice} bounds={reply ? reply.params.maxmin : null} onChange={actions.setPrice} />
      <TagFacet tags={tags} selected={state.tags} onToggle={actions.toggleTag} />
      <Select label={t('catalogFlag')} selectClassName="b2b-catalog-filter-select" value={state.flag ?? 'all'} options={flagOptions} onChange={actions.setFlag} />
      <Select
        label={t('catalogOrigin')}
        selectClassName="b2b-catalog-filter-select"
        value={target.origin ?? 'all'}
        options={originOptions}
        onChange={actions.setOrigin}
      />
    </div>
  );
}
