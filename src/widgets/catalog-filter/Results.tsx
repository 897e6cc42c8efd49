import { useCallback, useId, useRef } from 'react';
import { t } from '../../core/messages/catalog-filter';
import type { Product } from '../../core/types';
import { Button } from '../../ui/button';
import { Pagination } from '../../ui/pagination';
import { EmptyState, ErrorState, SkeletonLines } from '../../ui/states';
import { changeFilter, filterToSearch, isNarrowed, pageCount, shownSort } from './filter-url';
import { foundText } from './found-text';
import { ProductRow } from './ProductRow';
import { ResultsSkeleton } from './ResultsSkeleton';
import { SortBar } from './SortBar';
import type { CatalogFilterModel } from './use-catalog-filter';

export interface ResultsProps {
  model: CatalogFilterModel;
  onOpen(product: Product): void;
}

/**
 * The section description, the count and sort, the products, the pages.
 * While a newer request is out the last results stay, dimmed and aria-busy;
 * an error replaces them (they belong to another filter) with a retry.
 */
export function Results({ model, onOpen }: ResultsProps) {
  const { state, results, stockWarehouse, actions } = model;
  const { reply, status, error } = results;
  const headingId = useId();
  const top = useRef<HTMLElement>(null);
  const busy = status === 'loading';
  const perPage = model.session.defaults.perPage;

  const hrefFor = useCallback(
    (page: number) => `${window.location.pathname}${filterToSearch(changeFilter(state, { page }), window.location.search)}`,
    [state],
  );
  const goToPage = (page: number) => {
    actions.goToPage(page);
    // The new page starts at the top of the list, not where the pager was.
    if (top.current && top.current.getBoundingClientRect().top < 0) top.current.scrollIntoView({ block: 'start' });
  };

  const description = reply?.catalog_description;
  let body;
  if (model.session.visitor) body = <EmptyState title={t('catalogVisitor')} />;
  else if (status === 'error') body = <ErrorState message={error} onRetry={results.retry} />;
  else if (!reply) body = <ResultsSkeleton rows={perPage} />;
  else if (reply.products.length === 0)
    body = (
      <EmptyState
        title={t('catalogEmpty')}
        action={isNarrowed(state) ? <Button onClick={actions.reset}>{t('catalogReset')}</Button> : undefined}
      >
        {isNarrowed(state) ? t('catalogEmptyHint') : null}
      </EmptyState>
    );
  else
    body = (
      <>
        <ul className="b2b-catalog-filter-products" aria-label={t('catalogResults')} aria-busy={busy || undefined} data-busy={busy || undefined}>
          {reply.products.map((product) => (
            <ProductRow key={product.id} product={product} warehouse={stockWarehouse} onOpen={onOpen} />
          ))}
        </ul>
        <Pagination
          page={reply.page}
          totalPages={pageCount(reply.total, reply.perpage || perPage)}
          getHref={hrefFor}
          onPageChange={goToPage}
          label={t('catalogPages')}
        />
      </>
    );

  return (
    <section ref={top} className="b2b-catalog-filter-results" part="results" aria-labelledby={headingId} data-state={status}>
      <header className="b2b-catalog-filter-results-header">
        <h2 id={headingId} className="b2b-catalog-filter-title">
          {description?.catalogHeader || t('catalogResults')}
        </h2>
        {description?.description && <p className="b2b-catalog-filter-description">{description.description}</p>}
      </header>
      <div className="b2b-catalog-filter-toolbar">
        <p className="b2b-catalog-filter-found" role="status">
          {reply && status !== 'error' ? foundText(reply.total) : ''}
          {/* Before the first reply a bar holds the count's line, so the toolbar wraps as it will. */}
          {!reply && status !== 'error' && !model.session.visitor && <SkeletonLines />}
        </p>
        <SortBar sort={shownSort(state)} onSort={actions.sortBy} />
      </div>
      {body}
    </section>
  );
}
