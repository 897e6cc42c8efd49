/**
 * The comparison for the basket benchmark: the same cells as <b2b-basket>'s
 * table, written the straightforward way. It reads the whole basket state
 * (any change re-renders the table), sorts in render and renders every row
 * (no virtualisation, no memoised rows).
 */
import { useStore } from 'zustand';
import type { BasketLineState } from '../src/stores/basket-types';
import { useBasketStore } from '../src/stores/react';
import { basketColumns } from '../src/widgets/basket/basket-columns';

const collator = new Intl.Collator('ru', { numeric: true });

function NaiveRow({ line }: { line: BasketLineState }) {
  return (
    <tr>
      <td>
        <input type="checkbox" aria-label="Выбрать строку" />
      </td>
      {basketColumns.map((column) => (
        <td key={column.id}>{column.cell(line)}</td>
      ))}
    </tr>
  );
}

export function NaiveBasketTable() {
  const state = useStore(useBasketStore().store);
  const lines = state.keys.map((key) => state.lines[key]!).sort((a, b) => collator.compare(a.line.header, b.line.header));
  return (
    <table>
      <thead>
        <tr>
          <th />
          {basketColumns.map((column) => (
            <th key={column.id}>{column.header}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <NaiveRow key={line.key} line={line} />
        ))}
      </tbody>
    </table>
  );
}
