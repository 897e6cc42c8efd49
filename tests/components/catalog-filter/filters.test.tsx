import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { THROTTLE_MS } from '../../../src/core/constants';
import { readCatalogId, writeCatalogId } from '../../../src/core/cookies';
import { formatPrice } from '../../../src/core/format';
import { defaultMessages as m } from '../../../src/core/messages';
import { foundText } from '../../../src/widgets/catalog-filter/found-text';
import { CONTRACT_CLEAN, CONTRACT_DEBT, products } from '../../../src/testing';
import { debounceClock } from '../support/clocks';
import { calls, filterBodies, lastFilter, openAddress, pageParams, renderCatalog, stateOf, setupCatalogHarness, type Screen, results, names } from './harness';

setupCatalogHarness();

const found = (screen: Screen, n: number, word: string) => screen.getByRole('status').filter({ hasText: `${n} ${word}` });
const byId = (id: number) => products.find((p) => p.id === id)!;
const byName = (header: string) => products.find((p) => p.header === header)!;
/** As text matchers see it: no-break spaces read as spaces. */
const rub = (value: number) => `${formatPrice(value)} ₽`.replace(/\u00A0/g, ' ');

/** Waits until the list shows a reply to the newest request (not busy). */
async function settled(screen: Screen) {
  await expect.element(results(screen)).toBeVisible();
  await expect.element(results(screen)).not.toHaveAttribute('aria-busy');
}

describe('<CatalogFilter> filters', () => {
  it('first load: catalogue 1223, 20 per page, page 1, the session’s contract and warehouse; section description shown', async () => {
    const screen = await renderCatalog();
    await expect.element(found(screen, 15, 'товаров')).toBeVisible();
    expect(filterBodies()).toEqual([{ catalog: 1223, perpage: 20, page: 1, contract: CONTRACT_CLEAN, warehouse: 1 }]);
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Инструмент' })).toBeVisible();
    await expect.element(screen.getByText('Товары раздела «Инструмент» со склада и под заказ.')).toBeVisible();
    // Sorted by name (the server's default) and every row shows price, RRP and stock in warehouse 1.
    const shown = names(screen);
    expect(shown).toEqual([...shown].sort((a, b) => a!.localeCompare(b!, 'ru')));
    const drill = byName('Дрель ударная 750 Вт');
    const row = results(screen).getByRole('listitem').filter({ hasText: drill.header });
    await expect.element(row).toHaveTextContent(`${m.productArticul}: ${drill.articul}`);
    await expect.element(row).toHaveTextContent(rub(drill.price));
    await expect.element(row).toHaveTextContent(`${m.productPriceRrc}: ${rub(drill.price_rrc)}`);
    await expect.element(row).toHaveTextContent(m.productStock.replace('{n}', '12'));
  });

  it('catalogue tree: choosing a section filters, writes the catalogId cookie and the address', async () => {
    const screen = await renderCatalog();
    await settled(screen);
    const tree = screen.getByRole('navigation', { name: m.catalogTree });
    await userEvent.click(tree.getByRole('button', { name: 'Электроинструмент', exact: true }));
    await expect.element(found(screen, 7, 'товаров')).toBeVisible();
    expect(lastFilter().catalog).toBe(1224);
    expect(readCatalogId()).toBe(1224);
    expect(pageParams().get('catalog')).toBe('1224');
    await expect.element(tree.getByRole('button', { name: 'Электроинструмент', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Электроинструмент' })).toBeVisible();
  });

  it('reads the catalogue from the catalogId cookie the legacy sidebar wrote', async () => {
    writeCatalogId(1300);
    const screen = await renderCatalog();
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Крепёж' })).toBeVisible();
    expect(filterBodies()[0]!.catalog).toBe(1300);
    // The branch holding the chosen section starts open.
    const tree = screen.getByRole('navigation', { name: m.catalogTree });
    await expect.element(tree.getByRole('button', { name: 'Болты и гайки' })).toBeVisible();
  });

  it('the catalog attribute beats the cookie', async () => {
    writeCatalogId(1300);
    const screen = await renderCatalog({ catalog: 1400 });
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Спецодежда и СИЗ' })).toBeVisible();
    expect(filterBodies()[0]!.catalog).toBe(1400);
  });

  it('a section in the address beats the attribute and the cookie', async () => {
    writeCatalogId(1300);
    openAddress('?catalog=1225');
    const screen = await renderCatalog({ catalog: 1400 });
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Ручной инструмент' })).toBeVisible();
    expect(filterBodies()).toHaveLength(1);
    expect(lastFilter().catalog).toBe(1225);
  });

  it('brands: ticking Bosch sends brand and shows only Bosch goods', async () => {
    const screen = await renderCatalog();
    await settled(screen);
    await userEvent.click(screen.getByRole('checkbox', { name: /^Bosch \(\d+\)$/ }));
    await expect.element(found(screen, 3, 'товара')).toBeVisible();
    expect(lastFilter().brand).toEqual(['Bosch']);
    expect(pageParams().getAll('brand')).toEqual(['Bosch']);
    for (const name of names(screen)) expect(byName(name!).brand).toBe('Bosch');
    // Unticking brings everything back.
    await userEvent.click(screen.getByRole('checkbox', { name: /^Bosch/ }));
    await expect.element(found(screen, 15, 'товаров')).toBeVisible();
    expect(lastFilter()).not.toHaveProperty('brand');
  });

  it('price range: from and to, applied with Enter; every price shown is inside', async () => {
    const screen = await renderCatalog();
    await settled(screen);
    await userEvent.fill(screen.getByRole('textbox', { name: m.catalogPriceFromLabel }), '800');
    await userEvent.fill(screen.getByRole('textbox', { name: m.catalogPriceToLabel }), '5000');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => lastFilter()).toMatchObject({ byprice: 1, minprice: 800, maxprice: 5000 });
    await settled(screen);
    const shown = names(screen).map((n) => byName(n!).price);
    expect(shown.length).toBeGreaterThan(0);
    for (const price of shown) expect(price >= 800 && price <= 5000).toBe(true);
    expect(pageParams().get('minprice')).toBe('800');
    expect(pageParams().get('maxprice')).toBe('5000');
  });

  it('price range: a reversed range is swapped; letters are refused with a hint and not sent', async () => {
    const screen = await renderCatalog();
    await settled(screen);
    const from = screen.getByRole('textbox', { name: m.catalogPriceFromLabel });
    await userEvent.fill(from, 'дорого');
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText(m.catalogPriceInvalid)).toBeVisible();
    await expect.element(from).toHaveAttribute('aria-invalid', 'true');
    expect(filterBodies()).toHaveLength(1);
    await userEvent.fill(from, '5000');
    await userEvent.fill(screen.getByRole('textbox', { name: m.catalogPriceToLabel }), '1000');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => lastFilter()).toMatchObject({ minprice: 1000, maxprice: 5000 });
  });

  it('availability: only goods in stock in the warehouse', async () => {
    const screen = await renderCatalog();
    await settled(screen);
    await userEvent.click(screen.getByRole('checkbox', { name: m.catalogAvailable }));
    await expect.poll(() => lastFilter().available).toBe(1);
    await settled(screen);
    await expect.element(results(screen).getByText(m.productNoStock)).not.toBeInTheDocument();
    expect(names(screen).length).toBeLessThan(15);
  });

  it('tags: the reply’s tag facet with counts, tags of goods past this page too; a count is what ticking leaves', async () => {
    // Two per page: "novelty" is on no product of page 1, yet the facet offers it.
    const screen = await renderCatalog({ perPage: 2 });
    await settled(screen);
    const tags = screen.getByRole('group', { name: m.catalogTags });
    const counted = (tag: string) => tags.getByRole('checkbox', { name: new RegExp(`^${tag} \\((\\d+)\\)$`) });
    const countOf = (tag: string) => Number(/\((\d+)\)$/.exec(counted(tag).element().closest('label')!.textContent!)![1]);
    for (const tag of ['hit', 'novelty', 'spec']) await expect.element(counted(tag)).toBeVisible();
    expect(names(screen).some((n) => byName(n!).tags.includes('novelty'))).toBe(false);

    const novelty = countOf('novelty');
    await userEvent.click(counted('novelty'));
    await expect.poll(() => lastFilter().tags).toEqual(['novelty']);
    await expect.element(screen.getByRole('status').filter({ hasText: foundText(novelty) })).toBeVisible();
    await expect.element(counted('novelty')).toBeChecked();
    for (const name of names(screen)) expect(byName(name!).tags).toContain('novelty');

    // Within the ticked tag, another tag counts what both leave.
    const hit = countOf('hit');
    expect(hit).toBeLessThan(novelty);
    await userEvent.click(counted('hit'));
    await expect.poll(() => lastFilter().tags).toEqual(['novelty', 'hit']);
    await expect.element(screen.getByRole('status').filter({ hasText: foundText(hit) })).toBeVisible();
  });

  it('tags: the `tags` list narrows the facet; a ticked tag the facet lacks stays to be unticked', async () => {
    openAddress('?tags=Распродажа');
    const screen = await renderCatalog({ tags: ['spec', 'Распродажа'] });
    await expect.element(screen.getByText(m.catalogEmpty)).toBeVisible();
    const tags = screen.getByRole('group', { name: m.catalogTags });
    // Nothing found: no counts to give, the ticked tag stays.
    expect(tags.getByRole('checkbox').elements()).toHaveLength(1);
    await userEvent.click(tags.getByRole('checkbox', { name: 'Распродажа', exact: true }));
    await expect.poll(() => lastFilter().tags).toBeUndefined();
    await expect.element(tags.getByRole('checkbox', { name: /^spec \(\d+\)$/ })).toBeVisible();
    expect(tags.getByRole('checkbox').elements()).toHaveLength(1);
  });

  it('text query: applied after a pause, and at once with Enter; search range too', async () => {
    const screen = await renderCatalog();
    await settled(screen);
    const query = screen.getByRole('searchbox', { name: m.catalogQuery });
    // The pause runs on a clock the test moves: nothing is asked until THROTTLE_MS of quiet.
    const clock = debounceClock();
    await userEvent.fill(query, 'пила');
    await clock.advance(THROTTLE_MS - 1);
    expect(lastFilter().query).toBeUndefined();
    await clock.advance(1);
    await expect.poll(() => lastFilter().query).toBe('пила');
    await expect.element(found(screen, 1, 'товар')).toBeVisible();
    // Enter applies what is typed without waiting.
    await userEvent.fill(query, 'дрель');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => lastFilter().query).toBe('дрель');
    expect(clock.pending).toBe(0);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: m.catalogSearchRange }), m.catalogSearchArticul);
    await expect.poll(() => lastFilter().search_range).toBe('articul');
    await expect.element(screen.getByText(m.catalogEmpty)).toBeVisible();
  });

  it('sorting: price asc, desc, asc (spec 4), one column at a time', async () => {
    const screen = await renderCatalog();
    await settled(screen);
    const sort = screen.getByRole('group', { name: m.catalogSort });
    await expect.element(sort.getByRole('button', { name: new RegExp(m.catalogSortHeader) })).toHaveAttribute('aria-pressed', 'true');
    const price = sort.getByRole('button', { name: new RegExp(`^${m.catalogSortPrice}`) });
    await userEvent.click(price);
    await expect.poll(() => lastFilter().sorting).toBe('price_asc');
    await settled(screen);
    let prices = names(screen).map((n) => byName(n!).price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expect.element(price).toHaveAccessibleName(`${m.catalogSortPrice}, ${m.catalogSortAsc}`);
    await userEvent.click(price);
    await expect.poll(() => lastFilter().sorting).toBe('price_desc');
    await settled(screen);
    prices = names(screen).map((n) => byName(n!).price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await expect.element(sort.getByRole('button', { name: new RegExp(m.catalogSortHeader) })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(sort.getByRole('button', { name: new RegExp(`^${m.catalogSortPriceRrc}`) }));
    await expect.poll(() => lastFilter().sorting).toBe('price_rrc_asc');
    await userEvent.click(sort.getByRole('button', { name: new RegExp(`^${m.catalogSortArticul}`) }));
    await expect.poll(() => lastFilter().sorting).toBe('articul_asc');
  });

  it('warehouse: stock follows the chosen warehouse, and it becomes the page’s choice', async () => {
    const events: unknown[] = [];
    document.addEventListener('b2b-contract-change', (e) => events.push(e.detail));
    const screen = await renderCatalog();
    await settled(screen);
    const drill = byName('Дрель ударная 750 Вт'); // 12 in warehouse 1, none in 2
    const row = results(screen).getByRole('listitem').filter({ hasText: drill.header });
    await expect.element(row).toHaveTextContent(m.productStock.replace('{n}', '12'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: m.catalogWarehouse }), 'Санкт-Петербург, Парнас');
    await expect.poll(() => lastFilter().warehouse).toBe(2);
    await expect.element(row).toHaveTextContent(m.productNoStock);
    await expect.poll(() => calls('setContract').map((c) => c.body)).toEqual([{ id: CONTRACT_CLEAN, wms: 2 }]);
    await expect.poll(() => events).toEqual([{ contract: CONTRACT_CLEAN, warehouse: 2 }]);
    expect(stateOf().actualWms).toBe(2);
  });

  it('contract: choosing one filters with it, tells the server and the page; a debt contract shows its notice', async () => {
    const events: unknown[] = [];
    document.addEventListener('b2b-contract-change', (e) => events.push(e.detail));
    const screen = await renderCatalog();
    await settled(screen);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: m.catalogContract }), 'Договор № 102 от 15.03.2023');
    await expect.poll(() => lastFilter().contract).toBe(CONTRACT_DEBT);
    await expect.poll(() => events).toEqual([{ contract: CONTRACT_DEBT, warehouse: 1 }]);
    expect(stateOf().selectedContract).toBe(CONTRACT_DEBT);
    expect(pageParams().get('contract')).toBe(String(CONTRACT_DEBT));
    await expect.element(screen.getByRole('alert').filter({ hasText: m.debtTitle })).toBeVisible();
  });

  it('origin: only the additional range', async () => {
    const screen = await renderCatalog();
    await settled(screen);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: m.catalogOrigin }), m.catalogOriginAdditional);
    await expect.poll(() => lastFilter().origin).toBe('additional');
    expect(pageParams().get('origin')).toBe('additional');
  });

  it('marks: hits only', async () => {
    const screen = await renderCatalog();
    await settled(screen);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: m.catalogFlag }), m.catalogFlagHit);
    await expect.poll(() => lastFilter().filter).toBe('hit');
    await settled(screen);
    for (const name of names(screen)) expect(byName(name!).tags).toContain('hit');
  });

  it('paging: page 2 goes in the address and the request; any filter change goes back to page 1', async () => {
    const screen = await renderCatalog({ perPage: 5 });
    await settled(screen);
    const firstPage = names(screen);
    const pages = screen.getByRole('navigation', { name: m.catalogPages });
    await expect.element(pages.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('href', expect.stringContaining('page=2'));
    await userEvent.click(pages.getByRole('link', { name: 'Страница 2' }));
    await expect.element(pages.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
    expect(lastFilter()).toMatchObject({ page: 2, perpage: 5 });
    expect(pageParams().get('page')).toBe('2');
    const secondPage = names(screen);
    expect(secondPage).toHaveLength(5);
    expect(secondPage.some((n) => firstPage.includes(n))).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: m.catalogAvailable }));
    await expect.poll(() => lastFilter()).toMatchObject({ page: 1, available: 1 });
    expect(pageParams().has('page')).toBe(false);
  });

  it('keyboard: the tree, a brand and the sort work without a mouse', async () => {
    const screen = await renderCatalog();
    await settled(screen);
    const tree = screen.getByRole('navigation', { name: m.catalogTree });
    const node = tree.getByRole('button', { name: 'Ручной инструмент', exact: true });
    (node.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => lastFilter().catalog).toBe(1225);
    const brand = screen.getByRole('checkbox', { name: /^Стайер/ });
    (brand.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect.poll(() => lastFilter().brand).toEqual(['Стайер']);
    expect(byId(1008).brand).toBe('Стайер');
  });
});
