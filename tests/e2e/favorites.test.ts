// On the reference portal: the demo user stars a product in the
// catalogue and finds it on /favorites/; removes it there and the catalogue
// (open in another tab) follows; adds two favourites to the basket in one
// bulk action (one processProductSet call).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMessages as m } from '../../src/core/messages';
import { uiMessages as ui } from '../../src/ui/ui-messages';
import { fileBrowser, watchErrors } from './browser';
import { api, demoContext, portalUrl, widgetsDefined } from './portal-session';
import { fill } from '../../src/core/messages/fill';


interface Product {
  id: number;
  header: string;
  wish: boolean;
  variants: unknown[];
  stocks: { wms_id: number; quantity: number }[];
}

const browser = fileBrowser();
let context: BrowserContext;
beforeAll(async () => {
  context = await demoContext(browser);
  // A clean contract in warehouse 1: ordering is not stopped.
  const { contracts } = await api<{ contracts: { id: number; stopOrders: boolean; debtAlert: string | null }[] }>(context, 'initdata');
  const clean = contracts.find((c) => !c.stopOrders && !c.debtAlert)!;
  await api(context, 'setContract', { id: clean.id, wms: 1 });
});
afterAll(async () => {
  await context?.close();
});

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${portalUrl()}${path}`);
  await widgetsDefined(page);
  return { page, errors };
}

describe('/favorites/', () => {
  it('a product starred in the catalogue is on /favorites/; removed there, the catalogue card follows', async () => {
    const catalogue = await open('/catalog/');
    // The first product on the page that is not a favourite yet (names repeat in the seed: the articul tells them apart).
    const card = catalogue.page
      .locator('b2b-catalog-filter')
      .getByRole('listitem')
      .filter({ has: catalogue.page.locator('[part="wish"][aria-pressed="false"]') })
      .filter({ hasText: m.productArticul })
      .first();
    await card.waitFor();
    const articul = (await card.locator('.b2b-catalog-filter-product-articul').textContent())!.replace(`${m.productArticul}:`, '').trim();
    const header = (await card.getByRole('heading').textContent())!.trim();
    const star = catalogue.page.locator('b2b-catalog-filter').getByRole('listitem').filter({ hasText: `${m.productArticul}: ${articul}` }).getByRole('button', { name: fill(m.productWishLabel, { header }) });
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');

    const favorites = await open('/favorites/');
    const list = favorites.page.locator('b2b-favorites');
    const row = list.getByRole('row').filter({ hasText: `${m.productArticul}: ${articul}` });
    await row.waitFor();
    await row.getByRole('button', { name: fill(m.favoritesRemoveLabel, { header }) }).click();
    await row.waitFor({ state: 'detached' });
    // The catalogue tab was not reloaded: the flag came over from the other tab.
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
    const { products: after } = await api<{ products: (Product & { articul: string })[] }>(context, 'favorites', { perpage: 100 });
    expect(after.map((p) => p.articul)).not.toContain(articul);
    expect(catalogue.errors).toEqual([]);
    expect(favorites.errors).toEqual([]);
    await catalogue.page.close();
    await favorites.page.close();
  });

  it('two favourites go into the basket in one bulk action: one processProductSet call', async () => {
    await api(context, 'clearBasket');
    const { page, errors } = await open('/favorites/');
    const sets: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/processProductSet')) sets.push(r.postDataJSON());
    });
    const { products } = await api<{ products: Product[] }>(context, 'favorites', { warehouse: 1 });
    const inStock = products.filter((p) => !p.variants.length && (p.stocks.find((s) => s.wms_id === 1)?.quantity ?? 0) >= 1).slice(0, 2);
    expect(inStock).toHaveLength(2);
    const list = page.locator('b2b-favorites');
    for (const p of inStock) await list.getByRole('checkbox', { name: `${ui.checkRow}: ${p.header}` }).check();
    await list.getByRole('button', { name: m.listAddChecked }).click();
    await expect.poll(() => page.locator('b2b-basket-counter').getByRole('link').textContent()).toMatch(/2 товара/);
    expect(sets).toHaveLength(1);
    const basket = await api<{ items: { id: number; qnt: number }[] }>(context, 'getBasketData');
    expect(basket.items.map((i) => i.id).sort()).toEqual(inStock.map((p) => p.id).sort());
    expect(errors).toEqual([]);
    await page.close();
  });
});
