import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { defaultMessages as m } from '../../../src/core/messages';
import { CatalogFilter } from '../../../src/widgets/catalog-filter';
import { calls, filterBodies, lastFilter, openAddress, pageParams, renderCatalog, setupCatalogHarness, stateOf, worker } from './harness';
import { held } from '../support/held';

setupCatalogHarness();

describe('<CatalogFilter> loading, empty and error states', () => {
  it('shows a loading status before the first reply', async () => {
    // The reply waits until the test has measured the loading state.
    const reply = held();
    worker.use(http.post('/api/filter', () => reply.hold(() => undefined)));
    // As wide as on the portal's catalogue page: the results beside the filter panel.
    const screen = await render(
      <div style={{ width: '900px' }}>
        <CatalogFilter />
      </div>,
    );
    await expect.element(screen.getByRole('status').filter({ hasText: m.catalogLoadingResults })).toBeVisible();
    // A bar for the count and placeholder rows (decoration) hold their places: below the
    // section's title (and its description, which only the reply brings) nothing moves.
    const layout = () => {
      const box = (selector: string) => screen.container.querySelector(selector)!.getBoundingClientRect();
      const toolbar = box('.b2b-catalog-filter-toolbar');
      return { toolbar: Math.round(toolbar.height), firstRow: Math.round(box('.b2b-catalog-filter-product').top - toolbar.bottom) };
    };
    const loading = layout();
    reply.release();
    await expect.element(screen.getByRole('list', { name: m.catalogResults })).toBeVisible();
    expect(layout()).toEqual(loading);
  });

  it('a visitor (initdata without a user) is told to log in; no filter call is sent', async () => {
    stateOf().user = null;
    const screen = await renderCatalog();
    await expect.element(screen.getByText(m.catalogVisitor)).toBeVisible();
    expect(calls('initdata')).toHaveLength(1);
    expect(filterBodies()).toHaveLength(0);
    expect(screen.getByRole('status').filter({ hasText: m.catalogLoadingResults }).query()).toBeNull();
  });

  it('an empty result says so and offers to reset the filters, which brings goods back', async () => {
    openAddress('?catalog=1224&query=такого-нет&available=1');
    const screen = await renderCatalog();
    await expect.element(screen.getByText(m.catalogEmpty)).toBeVisible();
    await expect.element(screen.getByText(m.catalogEmptyHint)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: m.catalogReset }));
    await expect.element(screen.getByRole('list', { name: m.catalogResults })).toBeVisible();
    expect(lastFilter()).toEqual({ catalog: 1224, perpage: 20, page: 1, contract: 103, warehouse: 1 });
    // The section stays: reset clears what narrows, not where the buyer is.
    expect(pageParams().get('catalog')).toBe('1224');
    expect(pageParams().has('query')).toBe(false);
    await expect.element(screen.getByRole('searchbox', { name: m.catalogQuery })).toHaveValue('');
  });

  it('an empty section with no filters set has nothing to reset', async () => {
    worker.use(
      http.post('/api/filter', () =>
        HttpResponse.json({
          products: [],
          total: 0,
          page: 1,
          perpage: 20,
          brands: { data: [] },
          prices: { minprice: 0, maxprice: 0, pricemin: 0, pricemax: 0 },
          params: { maxmin: { minp: 0, maxp: 0 } },
          actualWms: 1,
          catalog_description: { catalogHeader: 'Пустой раздел', description: '' },
        }),
      ),
    );
    const screen = await renderCatalog();
    await expect.element(screen.getByText(m.catalogEmpty)).toBeVisible();
    await expect.element(screen.getByRole('button', { name: m.catalogReset })).not.toBeInTheDocument();
  });

  it('a failure is shown in Russian with a retry that works; nothing chosen is lost', async () => {
    let fail = true;
    worker.use(
      http.post('/api/filter', () =>
        fail ? HttpResponse.json({ status: 'error', message: 'Каталог временно недоступен' }, { status: 503 }) : undefined,
      ),
    );
    openAddress('?brand=Bosch');
    const screen = await renderCatalog();
    const alert = screen.getByRole('alert').filter({ hasText: 'Каталог временно недоступен' });
    await expect.element(alert).toBeVisible();
    fail = false;
    await userEvent.click(alert.getByRole('button', { name: m.retry }));
    await expect.element(screen.getByRole('list', { name: m.catalogResults })).toBeVisible();
    expect(lastFilter().brand).toEqual(['Bosch']);
    expect(filterBodies().length).toBe(2);
  });

  it('a refusal (4xx) shows the server’s message and no «Повторить»: trying again cannot help', async () => {
    worker.use(http.post('/api/filter', () => HttpResponse.json({ status: 'error', message: 'Фильтр не принят' }, { status: 400 })));
    const screen = await renderCatalog();
    await expect.element(screen.getByRole('alert').filter({ hasText: 'Фильтр не принят' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: m.retry })).not.toBeInTheDocument();
  });

  it('no connection says so in Russian', async () => {
    worker.use(http.post('/api/filter', () => HttpResponse.error()));
    const screen = await renderCatalog();
    await expect.element(screen.getByRole('alert').filter({ hasText: m.networkError })).toBeVisible();
  });

  it('a stop-orders contract shows its notice and blocks the add buttons', async () => {
    openAddress('?contract=101');
    const screen = await renderCatalog();
    const notice = screen.getByRole('alert').filter({ hasText: m.stopOrdersTitle });
    await expect.element(notice).toBeVisible();
    const add = screen.getByRole('button', { name: /^В корзину: Дрель/ });
    await expect.element(add).toBeDisabled();
    await expect.element(add).toHaveAccessibleDescription(/Просроченная задолженность 125 000/);
  });
});
