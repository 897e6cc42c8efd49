import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { COMPLAINTS_COOKIE } from '../../src/core/constants';
import { defaultMessages as m } from '../../src/core/messages';
import { createHandlers, createState, products } from '../../src/testing';
import { StyleRoot } from '../../src/ui/StyleRoot';
import { uiMessages } from '../../src/ui/ui-messages';
import { baseCss, uiCss } from '../../src/ui/styles';
import { ComplaintsSearch } from '../../src/widgets/complaints-search';
import { complaintsSearchCss } from '../../src/widgets/complaints-search/complaints-search.css';

const byArticul = (articul: string) => products.find((p) => p.articul === articul)!;
const drill = byArticul('ФР-00101');
const bolts = byArticul('ФР-00117');
const gloves = byArticul('ФР-00127');

/** The fake server; handlers given first win over the fake's own. */
const server = (...first: ReturnType<typeof http.get>[]) => ({ msw: { handlers: [...first, ...createHandlers(createState())] } });

/** Puts a complaint in the cookie before the story renders, and takes it away after. */
const withCookie = (value: string) => () => {
  document.cookie = `${COMPLAINTS_COOKIE}=${value}; path=/`;
  return clearCookie;
};
const clearCookie = () => {
  document.cookie = `${COMPLAINTS_COOKIE}=; path=/; max-age=0`;
};
const mapCookie = (map: Record<number, number>) => withCookie(encodeURIComponent(JSON.stringify(map)));

const meta = {
  title: 'Widgets/ComplaintsSearch',
  component: ComplaintsSearch,
  args: { onChange: fn() },
  decorators: [
    (Story) => (
      <StyleRoot css={[baseCss, uiCss, complaintsSearchCss]}>
        <div style={{ maxWidth: '48rem', minHeight: '22rem' }}>
          <Story />
        </div>
      </StyleRoot>
    ),
  ],
  parameters: { layout: 'padded', element: 'b2b-complaints-search', ...server() },
  // Every story starts without a complaint unless it sets one.
  beforeEach: () => {
    clearCookie();
    return clearCookie;
  },
} satisfies Meta<typeof ComplaintsSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

const searchField = (canvas: ReturnType<typeof within>) => canvas.getByRole('combobox', { name: m.complaintsSearchLabel });

/** Nothing chosen yet: the search field with its 2-character hint. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(searchField(canvas)).toHaveAccessibleDescription(m.complaintsSearchHintFew.replace('{n}', '2'));
    await expect(canvas.getByText(m.complaintsEmpty)).toBeVisible();
  },
};

/** Two characters typed: suggestions from GET /search/?keyword=…&simple=1. */
export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(searchField(canvas), 'Бо');
    await expect(await canvas.findByRole('option', { name: new RegExp(bolts.header) })).toBeVisible();
  },
};

/** The list of goods restored from the cookie; product names fetched by id. */
export const WithGoods: Story = {
  beforeEach: mapCookie({ [drill.id]: 2, [bolts.id]: 40, [gloves.id]: 12 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: gloves.header })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: m.complaintsQuantityLabel.replace('{header}', bolts.header) })).toHaveValue('40');
  },
};

/** A quantity that is not a positive integer: the field turns red with an error text. */
export const WrongQuantity: Story = {
  beforeEach: mapCookie({ [drill.id]: 2, [bolts.id]: 40 }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const qty = await canvas.findByRole('textbox', { name: m.complaintsQuantityLabel.replace('{header}', drill.header) });
    await userEvent.clear(qty);
    await userEvent.type(qty, '1,5');
    await expect(qty).toHaveAttribute('aria-invalid', 'true');
    await expect(qty).toHaveAccessibleDescription(m.complaintsQuantityError);
    await expect(args.onChange).not.toHaveBeenCalledWith({ [drill.id]: 1.5, [bolts.id]: 40 });
  },
};

/** Names still on their way (the product call is slow). */
export const LoadingNames: Story = {
  beforeEach: mapCookie({ [drill.id]: 2, [bolts.id]: 40 }),
  parameters: server(http.get('/api/product/:id', () => delay('infinite'))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(m.complaintsProductLoading.replace('{id}', String(drill.id)))).toBeVisible();
  },
};

/** A name could not be loaded, a server failure (501): the server's message and a retry; the quantity is kept. */
export const NameFailed: Story = {
  beforeEach: mapCookie({ [drill.id]: 2 }),
  parameters: server(
    http.get('/api/product/:id', () => HttpResponse.json({ status: 'error', message: 'Каталог временно недоступен' }, { status: 501 })),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Каталог временно недоступен');
    await expect(canvas.getByRole('button', { name: m.retry })).toBeVisible();
  },
};

/** An id the catalogue no longer has (or a foreign one): said so, and removable. */
export const UnknownProduct: Story = {
  beforeEach: mapCookie({ 999999: 3, [gloves.id]: 1 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.complaintsProductMissing.replace('{id}', '999999'));
  },
};

/** The cookie holds something that is not a complaint map: ignored (a console warning), the widget starts empty. */
export const CorruptedCookie: Story = {
  beforeEach: withCookie('%7Bnot%20json'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(m.complaintsEmpty)).toBeVisible();
  },
};

/** Nothing matches the text. */
export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(searchField(canvas), 'яяя');
    await waitFor(() => expect(canvas.getAllByText(m.complaintsNoMatch)[0]).toBeInTheDocument());
  },
};

/** The search failed: said in Russian; typing again retries. */
export const SearchFailed: Story = {
  parameters: server(http.get('/search/', () => HttpResponse.json({ status: 'error', message: 'Сбой поиска' }, { status: 400 }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(searchField(canvas), 'Болт');
    await waitFor(() => expect(canvas.getAllByText(uiMessages.optionsFailed)[0]).toBeVisible(), { timeout: 5000 });
  },
};
