// On the reference portal: <b2b-fast-order> and <b2b-basket-counter>
// in the layout header, the demo user, real seeded products, real PGlite.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { AUTOCOMPLETE_DELAY_MS } from '../../src/core/constants';
import { defaultMessages as m } from '../../src/core/messages';

/** The link's name for an empty basket: the visible 'Корзина' and 'пуста'. */
const emptyName = `${m.basketCounterLabel} ${m.basketCounterEmpty}`;
import { fileBrowser, watchErrors } from './browser';
import { api } from './portal-session';
import type { BasketData, Product } from '../../src/core/types';

const portal = inject('portalUrl');

const browser = fileBrowser();

/** A fresh browser context logged in as the demo user, on a clean contract with an empty basket. */
async function demoPage(): Promise<{ context: BrowserContext; page: Page; errors: string[]; basket: BasketData }> {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await api(page, 'getUserDemo', {});
  const init = await api<{ contracts: { id: number; stopOrders: boolean; debtAlert: string | null }[] }>(page, 'initdata');
  const clean = init.contracts.find((c) => !c.stopOrders && !c.debtAlert);
  expect(clean, 'the demo user has a clean contract').toBeTruthy();
  await api(page, 'setContract', { id: clean!.id });
  const basket = await api<BasketData>(page, 'clearBasket');
  expect(basket.count.products).toBe(0);
  return { context, page, errors, basket };
}

/** Products with free stock in `wms`, from the catalogue as the server shows it. */
async function productsInStock(page: Page, wms: number, wanted: number, minStock: number): Promise<Product[]> {
  const found: Product[] = [];
  for (let p = 1; found.length < wanted && p < 20; p++) {
    const reply = await api<{ products: Product[] }>(page, 'filter', { available: 1, warehouse: wms, perpage: 20, page: p });
    for (const product of reply.products) {
      const stock = product.stocks.find((s) => s.wms_id === wms)?.quantity ?? 0;
      if (stock >= minStock) found.push(product);
    }
  }
  expect(found.length).toBeGreaterThanOrEqual(wanted);
  return found.slice(0, wanted);
}

function codeField(page: Page): Locator {
  return page.getByRole('combobox', { name: m.fastOrderCodeLabel });
}

/** The header counter's link, named 'Корзина, 3 товара' (or 'Корзина пуста'). */
function counter(page: Page, name: string): Locator {
  return page.locator('b2b-basket-counter').getByRole('link', { name, exact: true });
}

describe('<b2b-fast-order> and <b2b-basket-counter> on the portal', () => {
  it('demo user types part of a real articul, picks it, adds 3: counter and getBasketData agree', async () => {
    const { context, page, errors, basket } = await demoPage();
    const [product] = await productsInStock(page, basket.actualWms, 1, 3);
    await page.goto(`${portal}/catalog/`);
    await counter(page, emptyName).waitFor();

    const field = codeField(page);
    const part = product!.articul.slice(0, -1);
    await field.pressSequentially(part, { delay: 40 });
    const option = page.getByRole('option', { name: new RegExp(product!.articul) }).first();
    await option.waitFor();
    await option.click();

    const quantity = page.locator('b2b-fast-order').getByRole('spinbutton', { name: m.fastOrderQuantityLabel });
    await quantity.fill('3');
    await page.locator('b2b-fast-order').getByRole('button', { name: m.fastOrderAdd, exact: true }).click();

    await page.locator('b2b-fast-order').getByText(m.addedToBasket).waitFor();
    await counter(page, 'Корзина, 1 товар').waitFor();
    const after = await api<BasketData>(page, 'getBasketData');
    expect(after.count.products).toBe(1);
    expect(after.items[0]).toMatchObject({ id: product!.id, qnt: 3 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on / the suggestions for «КР-0293» are drawn over the menu bar; a click at the middle of each reaches it, and a click adds it', async () => {
    const { context, page, errors } = await demoPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${portal}/`);
    await codeField(page).pressSequentially('КР-0293', { delay: 30 });
    const options = page.locator('b2b-fast-order').getByRole('option');
    await options.nth(4).waitFor();
    expect(await options.count()).toBe(5);
    for (let i = 0; i < 5; i++) {
      const reached = await options.nth(i).evaluate((option) => {
        const box = option.getBoundingClientRect();
        const root = option.getRootNode() as ShadowRoot;
        const hit = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !!hit && (hit === option || option.contains(hit));
      });
      expect(reached, `option ${i + 1} takes its own clicks`).toBe(true);
    }
    const chosen = (await options.nth(2).textContent())!.trim().split(/\s/)[0]!;
    await options.nth(2).click();
    await page.locator('b2b-fast-order').getByRole('button', { name: m.fastOrderAdd, exact: true }).click();
    await page.locator('b2b-fast-order').getByText(m.addedToBasket).waitFor();
    const after = await api<BasketData>(page, 'getBasketData');
    expect(after.count.products).toBe(1);
    const reply = await page.request.get(`${portal}/api/search/?keyword=${encodeURIComponent(chosen)}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    const found = ((await reply.json()) as { products: Product[] }).products.find((p) => p.articul === chosen);
    expect(after.items[0]!.id).toBe(found!.id);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the exact code typed in full, then «В корзину», adds that product without a click on a suggestion', async () => {
    const { context, page, errors, basket } = await demoPage();
    const [product] = await productsInStock(page, basket.actualWms, 1, 2);
    await page.goto(`${portal}/`);
    await codeField(page).pressSequentially(product!.articul, { delay: 30 });
    await page.locator('b2b-fast-order').getByRole('option').first().waitFor();
    await codeField(page).press('Escape');
    await page.locator('b2b-fast-order').getByRole('button', { name: m.fastOrderAdd, exact: true }).click();
    await page.locator('b2b-fast-order').getByText(m.addedToBasket).waitFor();
    const after = await api<BasketData>(page, 'getBasketData');
    expect(after.items).toMatchObject([{ id: product!.id, qnt: 1 }]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('typing fast sends one search per pause', async () => {
    const { context, page, basket } = await demoPage();
    const [product] = await productsInStock(page, basket.actualWms, 1, 1);
    await page.clock.install();
    await page.goto(`${portal}/`);
    const searches: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/search/') searches.push(url.searchParams.get('keyword') ?? '');
    });
    // The page's clock stands still while the code is typed, however slowly a
    // loaded machine types it: a keystroke is never a pause. Then the pause.
    await page.clock.pauseAt(Date.now() + 1000);
    await codeField(page).pressSequentially(product!.articul, { delay: 30 });
    expect(searches).toEqual([]);
    await page.clock.runFor(AUTOCOMPLETE_DELAY_MS);
    await page.getByRole('option', { name: new RegExp(product!.articul) }).first().waitFor();
    expect(searches).toEqual([product!.articul]);
    await context.close();
  });

  it('pasting 50 lines with 3 bad codes adds 47 in one call and names the 3', async () => {
    const { context, page, errors, basket } = await demoPage();
    const good = await productsInStock(page, basket.actualWms, 47, 2);
    const bad = ['НЕТ-ТАКОГО-001', 'ZZ-99999-Q', 'ОШИБКА-777'];
    const separators = ['\t', ';', ' ', '\t'];
    const lines = good.map((p, i) => {
      const sep = separators[i % separators.length]!;
      // Every fourth line carries a Russian decimal comma (rounded up: 1,5 -> 2).
      const qnt = i % 4 === 3 ? '1,5' : '1';
      return sep === '\t' ? `${p.articul}\t${p.header}\t${qnt}` : `${p.articul}${sep}${qnt}`;
    });
    lines.splice(10, 0, `${bad[0]}\t3`);
    lines.splice(25, 0, `${bad[1]};2`);
    lines.push(`${bad[2]} 1`);
    expect(lines).toHaveLength(50);

    await page.goto(`${portal}/`);
    const sets: unknown[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/processProductSet/') sets.push(r.postDataJSON());
    });
    const field = codeField(page);
    await field.click();
    await field.evaluate((el, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true }));
    }, `${lines.join('\r\n')}\r\n`);

    const fastOrder = page.locator('b2b-fast-order');
    const addAll = fastOrder.getByRole('button', { name: m.fastOrderLinesAdd.replace('{n}', '47') });
    await addAll.waitFor({ timeout: 30_000 });
    await addAll.click();

    await fastOrder.getByText(m.addedToBasket).waitFor();
    for (const code of bad) {
      await fastOrder.getByText(m.fastOrderLineUnknown.replace('{code}', code)).waitFor();
    }
    expect(sets).toHaveLength(1);
    expect((sets[0] as { products: unknown[] }).products).toHaveLength(47);
    const after = await api<BasketData>(page, 'getBasketData');
    expect(after.count.products).toBe(47);
    expect(after.items.filter((l) => l.qnt === 2)).toHaveLength(11);
    await counter(page, 'Корзина, 47 товаров').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
