import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defaultMessages as m } from '../../../src/core/messages';
import { products } from '../../../src/testing';
import { calls, ctx, renderCatalog, setupCatalogHarness, worker, type Screen } from './harness';

setupCatalogHarness();

type Pwned = Window & { __b2bPwned?: unknown };

const drill = products.find((p) => p.articul === 'ФР-00101')!;
const openButton = (screen: Screen, header: string) =>
  screen.getByRole('list', { name: m.catalogResults }).getByRole('button', { name: header, exact: true });

afterEach(() => {
  delete (window as Pwned).__b2bPwned;
});

describe('<CatalogFilter> product popup', () => {
  it('clicking a product opens the server fragment in a dialog; Escape closes it and focus returns', async () => {
    const screen = await renderCatalog();
    const open = openButton(screen, drill.header);
    await userEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: drill.header });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText(`Артикул: ${drill.articul}`)).toBeVisible();
    expect(ctx.requests.some((r) => r.path === '/ajax/getproduct/' && r.query.get('id') === String(drill.id))).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(open).toHaveFocus();
  });

  it('adds to the basket from the popup, and «Товар добавлен в корзину» shows over the dialog', async () => {
    const screen = await renderCatalog();
    await userEvent.click(openButton(screen, drill.header));
    const dialog = screen.getByRole('dialog', { name: drill.header });
    await expect.element(dialog.getByText(`Артикул: ${drill.articul}`)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: m.productAddLabel.replace('{header}', drill.header), exact: true }));
    await expect.poll(() => calls('processBasket').map((c) => (c.body as { id: number }).id)).toEqual([drill.id]);
    const notice = screen.getByRole('status').filter({ hasText: m.addedToBasket });
    await expect.element(notice).toBeVisible();
    // Drawn over the open dialog (the top layer), not under it: a click at its middle reaches it.
    const box = notice.element().getBoundingClientRect();
    const hit = (notice.element().getRootNode() as Document | ShadowRoot).elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    expect(hit !== null && notice.element().contains(hit)).toBe(true);
  });

  it('sanitizes the fragment: <img onerror> and <script> run nothing, the content stays', async () => {
    worker.use(
      http.get('/ajax/getproduct/', () =>
        HttpResponse.html(
          '<div class="card"><p>Описание товара из 1С</p>' +
            '<img src="/no-such-picture.png" alt="Фото" onerror="window.__b2bPwned = \'img\'">' +
            '<script>window.__b2bPwned = "script"</script>' +
            '<a href="javascript:window.__b2bPwned=1">ссылка</a>' +
            '<form action="/steal"><input name="x"></form>' +
            '<p style="position:fixed;inset:0">Закрыть всё</p></div>',
        ),
      ),
    );
    const screen = await renderCatalog();
    await userEvent.click(openButton(screen, drill.header));
    const dialog = screen.getByRole('dialog', { name: drill.header });
    await expect.element(dialog.getByText('Описание товара из 1С')).toBeVisible();
    const box = dialog.element();
    // The picture has failed to load (that is when onerror would run), and its error event has been dispatched.
    await expect.poll(() => box.querySelector('img')?.complete).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((window as Pwned).__b2bPwned).toBeUndefined();
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('form, input[name="x"]')).toBeNull();
    expect(box.querySelector('[onerror]')).toBeNull();
    expect(box.querySelector('[style]')).toBeNull();
    expect(box.querySelector('img')?.getAttribute('alt')).toBe('Фото');
    expect(box.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
  });

  it('where the fragment is unavailable, the product call’s data is shown instead', async () => {
    worker.use(http.get('/ajax/getproduct/', () => new HttpResponse('Bad gateway', { status: 502 })));
    const screen = await renderCatalog();
    await userEvent.click(openButton(screen, drill.header));
    const dialog = screen.getByRole('dialog', { name: drill.header });
    await expect.element(dialog.getByText(drill.articul, { exact: true })).toBeVisible();
    await expect.element(dialog.getByRole('heading', { name: 'Описание' })).toBeVisible();
    await expect.element(dialog.getByText('Москва, Южный склад')).toBeVisible();
    expect(calls('product').at(-1)!.body).toEqual({ id: drill.id, contract: 103 });
  });

  it('when both fail it says so in Russian and retries', async () => {
    let fail = true;
    worker.use(
      http.get('/ajax/getproduct/', () => (fail ? new HttpResponse('', { status: 500 }) : undefined)),
      http.post('/api/product', () => (fail ? HttpResponse.json({ status: 'error', message: 'Карточка недоступна' }, { status: 500 }) : undefined)),
    );
    const screen = await renderCatalog();
    await userEvent.click(openButton(screen, drill.header));
    const dialog = screen.getByRole('dialog', { name: drill.header });
    const alert = dialog.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Карточка недоступна');
    fail = false;
    await userEvent.click(alert.getByRole('button', { name: m.retry }));
    await expect.element(dialog.getByText(`Артикул: ${drill.articul}`)).toBeVisible();
  });

  it('a card the server refuses (4xx) shows its message and no «Повторить»', async () => {
    worker.use(
      http.get('/ajax/getproduct/', () => new HttpResponse('', { status: 500 })),
      http.post('/api/product', () => HttpResponse.json({ status: 'error', message: 'Товар снят с продажи' }, { status: 404 })),
    );
    const screen = await renderCatalog();
    await userEvent.click(openButton(screen, drill.header));
    const dialog = screen.getByRole('dialog', { name: drill.header });
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('Товар снят с продажи');
    await expect.element(dialog.getByRole('alert').getByRole('button', { name: m.retry })).not.toBeInTheDocument();
  });

  it('opens from the keyboard and closes with its close button', async () => {
    const screen = await renderCatalog();
    await expect.element(openButton(screen, drill.header)).toBeVisible();
    (openButton(screen, drill.header).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: drill.header });
    await expect.element(dialog).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: m.close }));
    await expect.element(dialog).not.toBeInTheDocument();
  });
});
