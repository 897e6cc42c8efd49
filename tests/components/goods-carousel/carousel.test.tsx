import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { GoodsCarousel, type GoodsCarouselProps } from 'b2b-widgets/goods-carousel';
import 'b2b-widgets/goods-carousel/element';
import { defaultMessages as m } from '../../../src/core/messages';
import { CONTRACT_CLEAN, products } from '../../../src/testing';
import { calls, stateOf, setupCatalogHarness, worker } from '../catalog-filter/harness';
import { held } from '../support/held';

setupCatalogHarness();

const hits = products.filter((p) => p.tags.includes('hit'));

function renderCarousel(props: GoodsCarouselProps = {}, width = 1000) {
  return render(
    <div style={{ width: `${width}px` }}>
      <GoodsCarousel {...props} />
    </div>,
  );
}

type Screen = Awaited<ReturnType<typeof renderCarousel>>;
const slides = (screen: Screen) => screen.getByRole('group');
const track = (screen: Screen) => screen.container.querySelector<HTMLElement>('.b2b-goods-carousel-track')!;
const offset = (screen: Screen) => new DOMMatrix(getComputedStyle(track(screen)).transform).m41;
/** The buyer points at the strip, which fetches embla (use-carousel.ts); it is at work once it has placed the strip. */
async function pointAt(screen: Screen) {
  await userEvent.hover(slides(screen).first());
  await expect.poll(() => track(screen).style.transform).not.toBe('');
}

describe('<GoodsCarousel>', () => {
  it('kind="hit": hitGoods with the contract, page 1, 20 per page; one labelled slide per product', async () => {
    const screen = await renderCarousel({ kind: 'hit' });
    const region = screen.getByRole('region', { name: m.carouselHit });
    await expect.element(region).toHaveAttribute('aria-roledescription', m.carouselRole);
    await expect.element(slides(screen).first()).toHaveAccessibleName(`1 из ${hits.length}`);
    expect(slides(screen).elements()).toHaveLength(hits.length);
    expect(calls('hitGoods').map((c) => c.body)).toEqual([{ contract: CONTRACT_CLEAN, page: 1, perpage: 20 }]);
    for (const hit of hits) await expect.element(screen.getByText(hit.header, { exact: true })).toBeInTheDocument();
  });

  it('kind="novelty" and kind="spec" call their own methods', async () => {
    const screen = await render(
      <>
        <GoodsCarousel kind="novelty" />
        <GoodsCarousel kind="spec" catalog={1300} />
      </>,
    );
    await expect.element(screen.getByRole('region', { name: m.carouselNovelty }).getByRole('group').first()).toBeVisible();
    await expect.element(screen.getByRole('region', { name: m.carouselSpec }).getByRole('group').first()).toBeVisible();
    expect(calls('noveltyGoods')).toHaveLength(1);
    expect(calls('specGoods').map((c) => c.body)).toEqual([{ contract: CONTRACT_CLEAN, catalog: 1300, page: 1, perpage: 20 }]);
    expect(calls('hitGoods')).toHaveLength(0);
  });

  it('shows 4 slides per view on a wide box and fewer on a narrow one', async () => {
    const wide = await renderCarousel({ kind: 'hit' }, 1000);
    await expect.element(slides(wide).first()).toBeVisible();
    const viewport = wide.container.querySelector('.b2b-goods-carousel-viewport')!.getBoundingClientRect().width;
    const slide = (slides(wide).first().element() as HTMLElement).getBoundingClientRect().width;
    expect(Math.round(viewport / slide)).toBe(4);
    const narrow = await renderCarousel({ kind: 'novelty' }, 380);
    await expect.element(narrow.getByRole('region', { name: m.carouselNovelty }).getByRole('group').first()).toBeVisible();
    const nv = narrow.container.querySelector('.b2b-goods-carousel-viewport')!.getBoundingClientRect().width;
    const ns = narrow.container.querySelector('[role="group"]')!.getBoundingClientRect().width;
    expect(Math.round(nv / ns)).toBe(1);
  });

  it('next / previous buttons and the arrow keys move a view at a time', async () => {
    const screen = await renderCarousel({ kind: 'hit' }, 1000);
    await expect.element(slides(screen).first()).toBeVisible();
    expect(offset(screen)).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: m.carouselNext }));
    await expect.poll(() => offset(screen)).toBeLessThan(-100);
    await userEvent.click(screen.getByRole('button', { name: m.carouselPrev }));
    await expect.poll(() => Math.round(offset(screen))).toBe(0);
    (screen.getByRole('button', { name: m.carouselNext }).element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => offset(screen)).toBeLessThan(-100);
    await userEvent.keyboard('{ArrowLeft}');
    await expect.poll(() => Math.round(offset(screen))).toBe(0);
  });

  it('swipe (drag) moves the strip by a card', async () => {
    // One card per view, inside the test page's viewport: Playwright scrolled
    // a wider box's far card into view mid-drag, so the strip saw a short drag
    // and settled back where it was.
    const screen = await renderCarousel({ kind: 'hit' }, 380);
    await expect.element(slides(screen).first()).toBeVisible();
    await pointAt(screen);
    const picture = screen.container.querySelector<HTMLElement>('.b2b-goods-carousel-slide img')!;
    const { width, height } = picture.getBoundingClientRect();
    // A hand's drag across most of the card, in many moves: past half a card
    // the strip settles on the next one however slowly the hand moves (a
    // quick flick would go there anyway).
    await userEvent.dragAndDrop(page.elementLocator(picture), page.elementLocator(picture), {
      sourcePosition: { x: width - 10, y: height / 2 },
      targetPosition: { x: 10, y: height / 2 },
      steps: 10,
    });
    await expect.poll(() => offset(screen)).toBeLessThan(-100);
  });

  it('one step takes about 500 ms (spec 9)', async () => {
    const screen = await renderCarousel({ kind: 'hit' }, 1000);
    await expect.element(slides(screen).first()).toBeVisible();
    await pointAt(screen);
    await userEvent.click(screen.getByRole('button', { name: m.carouselNext }));
    const start = performance.now();
    // Sample the strip's position until it stops moving; the time to 99% of the way is the step's length.
    const samples: { t: number; x: number }[] = [];
    while (performance.now() - start < 1500) {
      samples.push({ t: performance.now() - start, x: offset(screen) });
      await new Promise((r) => requestAnimationFrame(r));
    }
    const end = samples.at(-1)!.x;
    const at99 = samples.find((s) => Math.abs(end - s.x) <= Math.abs(end) * 0.01)!.t;
    expect(end).toBeLessThan(-100);
    expect(at99).toBeGreaterThan(300);
    expect(at99).toBeLessThan(750);
  });

  it('loads the next page as the buyer nears the end, each page once', async () => {
    const screen = await renderCarousel({ kind: 'hit', perPage: 2 }, 380);
    await expect.element(slides(screen).first()).toBeVisible();
    await pointAt(screen);
    const next = screen.getByRole('button', { name: m.carouselNext });
    // One card per view on this narrow box: hits.length - 1 steps reach the last.
    for (let i = 0; i < hits.length - 1; i++) await userEvent.click(next);
    await expect.poll(() => slides(screen).elements().length).toBe(hits.length);
    await expect.element(next).toHaveAttribute('aria-disabled', 'true');
    const pages = calls('hitGoods').map((c) => (c.body as { page: number }).page);
    expect(pages).toEqual([1, 2, 3]);
    await expect.element(slides(screen).last()).toHaveAccessibleName(`${hits.length} из ${hits.length}`);
  });

  it('adds to the basket from a slide: processBasket and the popup', async () => {
    const events: number[] = [];
    document.addEventListener('b2b-basket-change', (e) => events.push(e.detail.count));
    const screen = await renderCarousel({ kind: 'hit' });
    const drill = hits.find((p) => p.articul === 'ФР-00101')!;
    await userEvent.fill(screen.getByRole('spinbutton', { name: m.productQuantityLabel.replace('{header}', drill.header) }), '2');
    await userEvent.click(screen.getByRole('button', { name: m.productAddLabel.replace('{header}', drill.header) }));
    await expect.element(screen.getByText(m.addedToBasket)).toBeVisible();
    expect(calls('processBasket').map((c) => c.body)).toEqual([
      { id: drill.id, qnt: 2, wms: 1, type: 'products', contract: CONTRACT_CLEAN, payload: null },
    ]);
    expect(stateOf().basket).toMatchObject([{ id: drill.id, qnt: 2 }]);
    expect(events).toEqual([1]);
  });

  it('a failure is shown in Russian with a retry', async () => {
    let fail = true;
    worker.use(
      http.post('/api/hitGoods', async () => {
        await delay(50);
        return fail ? HttpResponse.json({ status: 'error', message: 'Хиты недоступны' }, { status: 500 }) : undefined;
      }),
    );
    const screen = await renderCarousel({ kind: 'hit' });
    const alert = screen.getByRole('alert').filter({ hasText: 'Хиты недоступны' });
    await expect.element(alert).toBeVisible();
    fail = false;
    await userEvent.click(alert.getByRole('button', { name: m.retry }));
    await expect.element(slides(screen).first()).toBeVisible();
  });

  it('a refusal (4xx) shows the server’s message and no «Повторить»: trying again cannot help', async () => {
    worker.use(http.post('/api/hitGoods', () => HttpResponse.json({ status: 'error', message: 'Хиты не для этого договора' }, { status: 403 })));
    const screen = await renderCarousel({ kind: 'hit' });
    await expect.element(screen.getByRole('alert').filter({ hasText: 'Хиты не для этого договора' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: m.retry })).not.toBeInTheDocument();
  });

  it.each([1000, 600, 380])('while loading holds the height of the loaded cards, at %ipx (nothing below moves)', async (width) => {
    const reply = held();
    worker.use(http.post('/api/hitGoods', () => reply.hold(() => undefined)));
    const screen = await renderCarousel({ kind: 'hit' }, width);
    const region = screen.getByRole('region', { name: m.carouselHit });
    await expect.element(region.getByRole('status').filter({ hasText: m.loading })).toBeVisible();
    const height = () => (region.element() as HTMLElement).getBoundingClientRect().height;
    const loading = height();
    reply.release();
    await expect.element(slides(screen).first()).toBeVisible();
    expect(height()).toBeCloseTo(loading, 0);
  });

  it('a visitor (initdata without a user) is told to log in; no goods call is sent', async () => {
    stateOf().user = null;
    const screen = await renderCarousel({ kind: 'hit' });
    await expect.element(screen.getByText(m.catalogVisitor)).toBeVisible();
    expect(calls('initdata')).toHaveLength(1);
    expect(calls('hitGoods')).toHaveLength(0);
  });

  it('an empty list says so', async () => {
    worker.use(http.post('/api/specGoods', () => HttpResponse.json({ products: [], total: 0, page: 1, perpage: 20 })));
    const screen = await renderCarousel({ kind: 'spec' });
    await expect.element(screen.getByText(m.carouselEmpty)).toBeVisible();
  });
});

describe('<b2b-goods-carousel> element', () => {
  it('kind and per-page attributes; renders in its shadow root', async () => {
    document.body.innerHTML = '<div style="width: 900px"><b2b-goods-carousel kind="spec" per-page="10"></b2b-goods-carousel></div>';
    await expect.element(page.getByRole('region', { name: m.carouselSpec }).getByRole('group').first()).toBeVisible();
    expect(calls('specGoods').map((c) => c.body)).toEqual([{ contract: CONTRACT_CLEAN, page: 1, perpage: 10 }]);
    const host = document.querySelector('b2b-goods-carousel')!;
    expect(host.shadowRoot?.querySelector('[part="track"]')).not.toBeNull();
  });
});
