import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defaultMessages as m } from '../../../src/core/messages';
import { products } from '../../../src/testing';
import { foundText } from '../../../src/widgets/catalog-filter/found-text';
import { held } from '../support/held';
import { filterBodies, renderCatalog, setupCatalogHarness, worker, results, names } from './harness';

setupCatalogHarness();

const brandOf = (header: string | null) => products.find((p) => p.header === header)!.brand;

/** Holds the replies to filter requests without `brand` (the unfiltered page) until the test lets them go. */
function holdUnfiltered() {
  const late = held();
  worker.use(
    http.post('/api/filter', async ({ request }) => {
      const body = (await request.clone().json()) as { brand?: string[] };
      // Undefined: on to the fake server's handler.
      return body.brand ? undefined : late.hold(() => undefined);
    }),
  );
  return late;
}

describe('<CatalogFilter> stale replies', () => {
  it('a slow older reply arriving after a newer one never replaces it', async () => {
    const screen = await renderCatalog();
    await expect.element(results(screen)).toBeVisible();
    const late = holdUnfiltered();
    // Another section (held: no brand), then at once a brand (answered).
    await userEvent.click(screen.getByRole('navigation', { name: m.catalogTree }).getByRole('button', { name: 'Ручной инструмент', exact: true }));
    await userEvent.click(screen.getByRole('checkbox', { name: /^Bosch/ }));
    await expect.element(results(screen)).not.toHaveAttribute('aria-busy');
    const fresh = names(screen);
    expect(fresh.length).toBeGreaterThan(0);
    for (const name of fresh) expect(brandOf(name)).toBe('Bosch');
    // The older reply comes now, after the newer one: the newer results stay.
    await late.answered();
    expect(names(screen)).toEqual(fresh);
    await expect.element(screen.getByRole('status').filter({ hasText: /^Найден/ })).toHaveTextContent(foundText(fresh.length));
    const sent = filterBodies();
    expect(sent.at(-1)).toMatchObject({ catalog: 1225, brand: ['Bosch'] });
  });

  it('marks the old results busy while the new request is out', async () => {
    const screen = await renderCatalog();
    await expect.element(results(screen)).toBeVisible();
    const late = holdUnfiltered();
    await userEvent.click(screen.getByRole('checkbox', { name: m.catalogAvailable }));
    await expect.element(results(screen)).toHaveAttribute('aria-busy', 'true');
    await late.answered();
    await expect.element(results(screen)).not.toHaveAttribute('aria-busy');
  });

  it('a failing older request does not show its error over a newer good reply', async () => {
    const screen = await renderCatalog();
    await expect.element(results(screen)).toBeVisible();
    const late = held();
    worker.use(
      http.post('/api/filter', async ({ request }) => {
        const body = (await request.clone().json()) as { available?: number; brand?: string[] };
        if (body.available && !body.brand) {
          return late.hold(() => HttpResponse.json({ status: 'error', message: 'Устаревший запрос упал' }, { status: 500 }));
        }
        return undefined;
      }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: m.catalogAvailable }));
    await userEvent.click(screen.getByRole('checkbox', { name: /^Makita/ }));
    await expect.element(results(screen)).not.toHaveAttribute('aria-busy');
    await late.answered();
    expect(screen.getByText('Устаревший запрос упал').elements()).toHaveLength(0);
    for (const name of names(screen)) expect(brandOf(name)).toBe('Makita');
  });
});
