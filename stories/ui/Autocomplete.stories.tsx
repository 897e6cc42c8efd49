import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Autocomplete, type AutocompleteProps } from '../../src/ui/autocomplete';
import { Price } from '../../src/ui/price';
import { withUiStyles } from './with-ui-styles';

interface Suggestion {
  id: number;
  articul: string;
  header: string;
  price: number;
}

const goods: Suggestion[] = [
  { id: 1, articul: 'ФР-00101', header: 'Фреза концевая 6 мм', price: 845 },
  { id: 2, articul: 'ФР-00102', header: 'Фреза концевая 8 мм', price: 1020.5 },
  { id: 3, articul: 'ФР-00103', header: 'Фреза дисковая 100 мм', price: 3250 },
  { id: 4, articul: 'СВ-01010', header: 'Сверло по металлу 10 мм', price: 312 },
  { id: 5, articul: 'БТ-00808', header: 'Болт М8×40 оцинкованный', price: 7.9 },
];

/** A stand-in server: answers after 150 ms, honours the abort signal like fetch does. */
function searchGoods(query: string, signal: AbortSignal): Promise<Suggestion[]> {
  const q = query.toLowerCase();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(goods.filter((g) => `${g.articul} ${g.header}`.toLowerCase().includes(q))), 150);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}

function ProductSearch(props: Partial<AutocompleteProps<Suggestion>>) {
  return (
    <div style={{ maxWidth: '28rem', minHeight: '18rem' }}>
      <Autocomplete<Suggestion>
        label="Код товара"
        fetchOptions={searchGoods}
        getOptionLabel={(g) => g.articul}
        getOptionKey={(g) => g.id}
        renderOption={(g) => (
          <span style={{ display: 'flex', gap: '0.5rem', justifyContent: 'space-between' }}>
            <span>
              <b>{g.articul}</b> {g.header}
            </span>
            <Price value={g.price} />
          </span>
        )}
        onSelect={() => {}}
        {...props}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Autocomplete',
  component: ProductSearch,
  decorators: [withUiStyles],
  args: { onSelect: fn(), minChars: 1, delay: 300, emptyText: 'Ничего не найдено', placeholder: 'Артикул или название' },
} satisfies Meta<typeof ProductSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Type, move with the arrows, choose with Enter. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Код товара' });
    await userEvent.type(input, 'фреза');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(3));
    await expect(canvas.getByRole('status')).toHaveTextContent('Найдено 3 варианта');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(goods[1]);
    await expect(input).toHaveValue('ФР-00102');
  },
};

/** The list open, as a designer wants to see it. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'мм');
    await waitFor(() => expect(canvas.getAllByRole('option').length).toBeGreaterThan(2));
    await userEvent.keyboard('{ArrowDown}');
  },
};

export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'ЯЯЯ');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Ничего не найдено'));
  },
};

/** The complaints search needs two characters (spec 5). */
export const TwoCharacters: Story = { args: { minChars: 2, label: 'Найти товар для рекламации' } };
