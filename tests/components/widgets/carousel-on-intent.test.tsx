// The carousels' embla and the product popup's body are chunks of their own:
// a catalogue page loads them when the buyer heads for a carousel or a
// product's name, not with the page.
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { GoodsCarousel } from 'b2b-widgets/goods-carousel';
import { defaultMessages as m } from '../../../src/core/messages';
import { products } from '../../../src/testing';
import { renderCatalog, setupCatalogHarness } from '../catalog-filter/harness';
import { fetched, idle, pointerAway } from './on-demand';

setupCatalogHarness();

const EMBLA = '/src/widgets/goods-carousel/EmblaEngine.tsx';
const POPUP = '/src/widgets/catalog-filter/ProductPopupBody.tsx';

describe('code on the buyer’s intent', () => {
  it('a carousel lays out its cards without embla; the first step fetches it, and nothing moves when it takes over', async () => {
    await pointerAway();
    const screen = await render(
      <div style={{ width: '1000px' }}>
        <GoodsCarousel kind="hit" />
      </div>,
    );
    const region = screen.getByRole('region', { name: m.carouselHit });
    await expect.element(region.getByRole('group').first()).toBeVisible();
    await idle();
    await idle();
    expect(fetched(EMBLA)).toBe(false);
    const track = screen.container.querySelector<HTMLElement>('[part="track"]')!;
    const slides = () => [...track.children].map((s) => Math.round(s.getBoundingClientRect().left));
    const before = slides();
    // More cards than fit: «next» is offered before embla is here.
    const next = region.getByRole('button', { name: m.carouselNext });
    await expect.element(next).not.toHaveAttribute('aria-disabled');

    await userEvent.click(next);
    await expect.poll(() => fetched(EMBLA)).toBe(true);
    // The step asked for before embla arrived is made when it does.
    await expect.poll(() => new DOMMatrix(getComputedStyle(track).transform).m41).toBeLessThan(-100);
    await userEvent.click(region.getByRole('button', { name: m.carouselPrev }));
    await expect.poll(() => Math.round(new DOMMatrix(getComputedStyle(track).transform).m41)).toBe(0);
    // Back at the start, the cards are where CSS alone put them.
    expect(slides()).toEqual(before);
  });

  it('the product popup’s body is fetched when a product’s name is pointed at, and the popup shows the product', async () => {
    const drill = products.find((p) => p.articul === 'ФР-00101')!;
    await pointerAway();
    const screen = await renderCatalog();
    const open = screen.getByRole('list', { name: m.catalogResults }).getByRole('button', { name: drill.header, exact: true });
    await expect.element(open).toBeVisible();
    await idle();
    expect(fetched(POPUP)).toBe(false);
    await userEvent.hover(open);
    await expect.poll(() => fetched(POPUP)).toBe(true);
    await userEvent.click(open);
    await expect.element(screen.getByRole('dialog', { name: drill.header }).getByText(`Артикул: ${drill.articul}`)).toBeVisible();
  });
});
