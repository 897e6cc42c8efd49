import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defaultMessages as m } from '../../../src/core/messages';
import { CONTRACT_CLEAN } from '../../../src/testing';
import { calls, filterBodies, lastFilter, openAddress, pageParams, renderCatalog, setupCatalogHarness, type Screen, results, names } from './harness';

setupCatalogHarness();


async function settled(screen: Screen) {
  await expect.element(results(screen)).toBeVisible();
  await expect.element(results(screen)).not.toHaveAttribute('aria-busy');
}

/** Waits for the popstate that history.back()/forward() fire later. */
function travel(step: -1 | 1): Promise<void> {
  return new Promise((resolve) => {
    window.addEventListener('popstate', () => resolve(), { once: true });
    window.history.go(step);
  });
}

describe('<CatalogFilter> and the page address', () => {
  it('a shared link restores every filter: the request and the controls', async () => {
    openAddress('?catalog=1225&brand=Стайер&brand=Зубр&minprice=300&maxprice=1200&available=1&sorting=price_desc&page=1&utm_source=mail');
    const screen = await renderCatalog();
    await settled(screen);
    expect(filterBodies()).toEqual([
      {
        catalog: 1225,
        perpage: 20,
        page: 1,
        contract: CONTRACT_CLEAN,
        warehouse: 1,
        brand: ['Стайер', 'Зубр'],
        byprice: 1,
        minprice: 300,
        maxprice: 1200,
        available: 1,
        sorting: 'price_desc',
      },
    ]);
    await expect.element(screen.getByRole('checkbox', { name: /^Стайер/ })).toBeChecked();
    await expect.element(screen.getByRole('checkbox', { name: /^Зубр/ })).toBeChecked();
    await expect.element(screen.getByRole('checkbox', { name: m.catalogAvailable })).toBeChecked();
    await expect.element(screen.getByRole('textbox', { name: m.catalogPriceFromLabel })).toHaveValue('300');
    await expect.element(screen.getByRole('textbox', { name: m.catalogPriceToLabel })).toHaveValue('1200');
    await expect
      .element(screen.getByRole('button', { name: `${m.catalogSortPrice}, ${m.catalogSortDesc}` }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect
      .element(screen.getByRole('navigation', { name: m.catalogTree }).getByRole('button', { name: 'Ручной инструмент', exact: true }))
      .toHaveAttribute('aria-current', 'true');
    // The page's own parameters stay.
    expect(pageParams().get('utm_source')).toBe('mail');
  });

  it('opening the address a session of changes left ("reload") shows the same results', async () => {
    const screen = await renderCatalog({ perPage: 4 });
    await settled(screen);
    await userEvent.click(screen.getByRole('checkbox', { name: /^Крепыш|^Зубр/ }).first());
    await userEvent.click(screen.getByRole('checkbox', { name: /^Стайер/ }));
    await settled(screen);
    await userEvent.click(screen.getByRole('navigation', { name: m.catalogPages }).getByRole('link', { name: 'Страница 2' }));
    await expect.poll(() => lastFilter().page).toBe(2);
    await settled(screen);
    const before = names(screen);
    const request = lastFilter();
    // A second widget mounting on this address is what a reload does.
    const again = await renderCatalog({ perPage: 4 });
    await settled(again);
    expect(lastFilter()).toEqual(request);
    expect(names(again)).toEqual(before);
  });

  it('back and forward restore the filter, its results and the page', async () => {
    const screen = await renderCatalog({ perPage: 5 });
    await settled(screen);
    const start = names(screen);
    await userEvent.click(screen.getByRole('checkbox', { name: /^Зубр/ }));
    await expect.poll(() => lastFilter().brand).toEqual(['Зубр']);
    await settled(screen);
    const zubr = names(screen);
    expect(zubr).not.toEqual(start);
    await travel(-1);
    await expect.poll(() => lastFilter()).not.toHaveProperty('brand');
    await settled(screen);
    expect(names(screen)).toEqual(start);
    await expect.element(screen.getByRole('checkbox', { name: /^Зубр/ })).not.toBeChecked();
    await travel(1);
    await expect.poll(() => lastFilter().brand).toEqual(['Зубр']);
    await settled(screen);
    expect(names(screen)).toEqual(zubr);
    await expect.element(screen.getByRole('checkbox', { name: /^Зубр/ })).toBeChecked();
  });

  it('back after a warehouse change returns to the warehouse in force before, on the server too', async () => {
    const screen = await renderCatalog();
    await settled(screen);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: m.catalogWarehouse }), 'Екатеринбург, Березовский');
    await expect.poll(() => calls('setContract').map((c) => c.body)).toEqual([{ id: CONTRACT_CLEAN, wms: 3 }]);
    await travel(-1);
    expect(pageParams().get('warehouse')).toBe('1');
    await expect.poll(() => lastFilter().warehouse).toBe(1);
    await expect.element(screen.getByRole('combobox', { name: m.catalogWarehouse })).toHaveDisplayValue('Москва, Южный склад');
    await expect.poll(() => calls('setContract').map((c) => c.body)).toEqual([
      { id: CONTRACT_CLEAN, wms: 3 },
      { id: CONTRACT_CLEAN, wms: 1 },
    ]);
  });

  it('garbage in the address is ignored, not fatal; an unknown contract falls back to the session’s', async () => {
    openAddress('?page=-1&sorting=drop_table&minprice=abc&contract=999999&catalog=1224');
    const screen = await renderCatalog();
    await settled(screen);
    expect(filterBodies()).toEqual([{ catalog: 1224, perpage: 20, page: 1, contract: CONTRACT_CLEAN, warehouse: 1 }]);
    expect(calls('setContract')).toHaveLength(0);
  });
});
