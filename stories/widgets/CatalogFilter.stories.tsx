import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { removeCookie } from '../../src/core/cookies';
import { setMessageTimers } from '../../src/core/timers';
import { defaultMessages as m } from '../../src/core/messages';
import { resetPageStores } from '../../src/stores/page';
import { CONTRACT_STOPPED, createHandlers, createState, products, type FakeState } from '../../src/testing';
import { CatalogFilter } from '../../src/widgets/catalog-filter';
import { EMPTY_FILTER, filterToSearch } from '../../src/widgets/catalog-filter/filter-url';
import { foundText } from '../../src/widgets/catalog-filter/found-text';

type Handler = ReturnType<typeof http.get>;
/** The fake server over `state`; `first` handlers win over the fake's own. */
const server = (state: FakeState = createState(), first: Handler[] = []) => ({
  msw: { handlers: [...first, ...createHandlers(state)] },
});

/** Opens the story on an address (a shared link); the filter reads it on mount. */
const atAddress = (search: string) => () => {
  window.history.replaceState(null, '', `${window.location.pathname}${filterToSearch(EMPTY_FILTER, window.location.search)}${search.replace(/^\?/, '&')}`);
};

const drill = products.find((p) => p.articul === 'ФР-00101')!;

const meta = {
  title: 'Widgets/CatalogFilter',
  component: CatalogFilter,
  args: {},
  argTypes: {
    contract: { control: 'number', description: 'Contract id. Default: the session contract; an address `contract` wins.' },
    warehouse: { control: 'number', description: 'Warehouse id. Default: the session warehouse; an address `warehouse` wins.' },
    catalog: { control: 'number', description: 'Catalogue section. Default: the catalogId cookie, else 1223.' },
    origin: { control: 'inline-radio', options: [undefined, 'catalog', 'additional'] },
    perPage: { control: 'number', description: 'Products per page. Default 20.' },
    tags: { control: 'object', description: 'Offer only these tags of the reply’s tag facet. Default: all of it.' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '72rem', minHeight: '36rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded', element: 'b2b-catalog-filter', ...server() },
  // Fresh page stores, no filter in the address and no catalogId cookie left by another story.
  beforeEach: () => {
    resetPageStores();
    resetInFlight();
    removeCookie('catalogId');
    window.history.replaceState(null, '', `${window.location.pathname}${filterToSearch(EMPTY_FILTER, window.location.search)}`);
  },
} satisfies Meta<typeof CatalogFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

const results = (canvas: ReturnType<typeof within>) => canvas.findByRole('list', { name: m.catalogResults });

/** The catalogue as a buyer first sees it: section 1223, sorted by name, 20 per page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await results(canvas)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Инструмент' })).toBeVisible();
    await expect(await canvas.findByText(foundText(15))).toBeVisible();
  },
};

/** Opened from a shared link: brands, a price range, sorting and page 2 come from the address. */
export const FromSharedLink: Story = {
  args: { perPage: 3 },
  beforeEach: atAddress('?catalog=1223&brand=Зубр&brand=Стайер&minprice=300&maxprice=5000&sorting=price_desc&page=2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await results(canvas)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /^Зубр/ })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The reply's tag facet: each tag with the goods ticking it leaves; "novelty" ticked from the address. */
export const Tags: Story = {
  beforeEach: atAddress('?tags=novelty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tags = within(await canvas.findByRole('group', { name: m.catalogTags }));
    const novelty = await tags.findByRole('checkbox', { name: /^novelty \(\d+\)$/ });
    await expect(novelty).toBeChecked();
    // A ticked tag counts the whole result.
    const n = Number(/\((\d+)\)$/.exec(novelty.closest('label')!.textContent!)![1]);
    await expect(await canvas.findByText(foundText(n))).toBeVisible();
  },
};

/** The `tags` attribute narrows the facet to the tags a page wants to offer. */
export const TagsNarrowed: Story = {
  args: { tags: ['hit', 'spec'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tags = within(await canvas.findByRole('group', { name: m.catalogTags }));
    await expect(await tags.findByRole('checkbox', { name: /^hit \(\d+\)$/ })).toBeVisible();
    await expect(tags.getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual([
      expect.stringMatching(/^hit /),
      expect.stringMatching(/^spec /),
    ]);
  },
};

/** Paging: 5 per page; the page number lives in ?page=. */
export const Paged: Story = {
  args: { perPage: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('navigation', { name: m.catalogPages })).toBeVisible();
  },
};

/** Waiting for the first reply. */
export const Loading: Story = {
  parameters: server(createState(), [http.post('/api/filter', () => delay('infinite'))]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(m.catalogLoadingResults)).toBeVisible();
  },
};

/** Nothing matches: says so and offers to reset the filters. */
export const Empty: Story = {
  beforeEach: atAddress('?query=такого-товара-нет'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(m.catalogEmpty)).toBeVisible();
    await expect(canvas.getByRole('button', { name: m.catalogReset })).toBeVisible();
  },
};

/** The server failed: a Russian message and a retry. */
export const Failed: Story = {
  parameters: server(createState(), [
    http.post('/api/filter', () => HttpResponse.json({ status: 'error', message: 'Каталог временно недоступен' }, { status: 503 })),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Каталог временно недоступен')).toBeVisible();
    await expect(canvas.getByRole('button', { name: m.retry })).toBeVisible();
  },
};

/** A contract with stopped orders: the notice, and the add buttons blocked. */
export const StopOrders: Story = {
  parameters: server(createState({ selectedContract: CONTRACT_STOPPED })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(m.stopOrdersTitle)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: m.productAddLabel.replace('{header}', drill.header) })).toBeDisabled();
  },
};

/** Goods sold by variant (gloves by size): each variant has its own price, stock and add. */
export const Variants: Story = {
  args: { catalog: 1400 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('heading', { name: m.productVariants }))[0]).toBeVisible();
  },
};

/** Added to the basket: the 'Товар добавлен в корзину' popup with its links. */
export const AddedToBasket: Story = {
  // The popup stays until this story ends: it hides itself after 2.5 s of real
  // time, so a picture would show it on a fast machine and not on a loaded one.
  beforeEach: () => {
    setMessageTimers({ setTimeout: () => 0, clearTimeout: () => undefined });
    return () => setMessageTimers(null);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: m.productAddLabel.replace('{header}', drill.header) }));
    await expect(await canvas.findByText(m.addedToBasket)).toBeVisible();
  },
};

/** More than the warehouse has: the shortage alert and the quantity set to what is free. */
export const Shortage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('spinbutton', { name: m.productQuantityLabel.replace('{header}', drill.header) });
    await userEvent.clear(field);
    await userEvent.type(field, '500');
    await userEvent.click(canvas.getByRole('button', { name: m.productAddLabel.replace('{header}', drill.header) }));
    await expect(await canvas.findByText(m.stockShortage)).toBeVisible();
    await waitFor(() => expect(field).toHaveValue('12'));
  },
};

/** The product popup: the server's fragment (its inline onerror removed by DOMPurify). */
export const ProductPopup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: drill.header }));
    const dialog = await canvas.findByRole('dialog', { name: drill.header });
    await expect(await within(dialog).findByText(`Артикул: ${drill.articul}`)).toBeVisible();
    await expect(dialog.querySelector('[onerror]')).toBeNull();
  },
};

/** The popup where the fragment is unavailable: our own card from the product call. */
export const ProductPopupFromData: Story = {
  parameters: server(createState(), [http.get('/ajax/getproduct/', () => new HttpResponse('', { status: 404 }))]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: drill.header }));
    const dialog = await canvas.findByRole('dialog', { name: drill.header });
    await expect(await within(dialog).findByText('Описание')).toBeVisible();
  },
};
