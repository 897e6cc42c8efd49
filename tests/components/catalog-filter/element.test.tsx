import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import 'b2b-widgets/catalog-filter/element';
import { defaultMessages as m } from '../../../src/core/messages';
import { products } from '../../../src/testing';
import { filterBodies, lastFilter, pageParams, setupCatalogHarness } from './harness';

setupCatalogHarness();

describe('<b2b-catalog-filter> element', () => {
  it('takes catalog, per-page and origin from attributes and renders in its shadow root', async () => {
    document.body.innerHTML = '<main><b2b-catalog-filter catalog="1300" per-page="3" origin="catalog"></b2b-catalog-filter></main>';
    await expect.element(page.getByRole('heading', { level: 2, name: 'Крепёж' })).toBeVisible();
    expect(filterBodies()[0]).toMatchObject({ catalog: 1300, perpage: 3, origin: 'catalog', page: 1 });
    const host = document.querySelector('b2b-catalog-filter')!;
    expect(host.shadowRoot?.querySelector('[part="results"]')).not.toBeNull();
    expect(host.querySelector('section')).toBeNull();
  });

  it('fires b2b-basket-change from the element, to a listener on document', async () => {
    const events: { count: number; target: EventTarget | null }[] = [];
    document.addEventListener('b2b-basket-change', (e) => events.push({ count: e.detail.count, target: e.target }));
    document.body.innerHTML = '<b2b-catalog-filter></b2b-catalog-filter>';
    const drill = products.find((p) => p.articul === 'ФР-00101')!;
    await userEvent.click(page.getByRole('button', { name: m.productAddLabel.replace('{header}', drill.header), exact: true }));
    await expect.poll(() => events.map((e) => e.count)).toEqual([1]);
    expect(events[0]!.target).toBe(document.querySelector('b2b-catalog-filter'));
  });

  it('the page address wins over the attribute and changes write it', async () => {
    document.body.innerHTML = '<b2b-catalog-filter catalog="1300"></b2b-catalog-filter>';
    await expect.element(page.getByRole('heading', { level: 2, name: 'Крепёж' })).toBeVisible();
    await userEvent.click(page.getByRole('navigation', { name: m.catalogTree }).getByRole('button', { name: 'Саморезы', exact: true }));
    await expect.poll(() => lastFilter().catalog).toBe(1302);
    expect(pageParams().get('catalog')).toBe('1302');
  });

  it('offers the reply’s tag facet with counts; the tags attribute narrows it', async () => {
    document.body.innerHTML = `<b2b-catalog-filter tags='["spec","hit"]'></b2b-catalog-filter>`;
    const tags = page.getByRole('group', { name: m.catalogTags });
    const spec = tags.getByRole('checkbox', { name: /^spec \(\d+\)$/ });
    await expect.element(spec).toBeVisible();
    await expect.element(tags.getByRole('checkbox', { name: /^hit \(\d+\)$/ })).toBeVisible();
    expect(tags.getByRole('checkbox').elements()).toHaveLength(2);
    const n = Number(/\((\d+)\)$/.exec(spec.element().closest('label')!.textContent!)![1]);
    await userEvent.click(spec);
    await expect.poll(() => lastFilter().tags).toEqual(['spec']);
    // "Найдено N товаров": the count the facet promised.
    await expect.element(page.getByRole('status').filter({ hasText: new RegExp(`\\s${n} товар`) })).toBeVisible();
  });
});
