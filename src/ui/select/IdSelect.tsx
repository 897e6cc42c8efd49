import { memo, useMemo } from 'react';
import { Select, type SelectProps } from './Select';

export interface IdSelectProps extends Omit<SelectProps, 'value' | 'onChange' | 'options'> {
  /** The chosen record's id; null: the «all» choice (or, with `placeholder`, none yet). */
  value: number | null;
  /** null only for the `all` choice: without `all`, a handler of a number will do. */
  onChange(id: number | null): void;
  /** The records to choose from, in the order shown. */
  items: readonly { id: number; header: string }[];
  /** The choice of none in particular («Все договоры», or «Выберите» where none may be chosen again), first; none when omitted. */
  all?: string;
}

/**
 * A Select of records by id (contracts, sections, states), with an optional «all» choice.
 * Memoised like Select: stable `items` and `onChange` skip its re-render.
 */
export const IdSelect = memo(function IdSelect({ value, onChange, items, all, ...field }: IdSelectProps) {
  const options = useMemo(() => {
    const byId = items.map((item): [string, string] => [String(item.id), item.header]);
    return all === undefined ? byId : [['', all] as [string, string], ...byId];
  }, [items, all]);
  return (
    <Select
      {...field}
      value={value === null ? '' : String(value)}
      onChange={(v) => onChange(v === '' ? null : Number(v))}
      options={options}
    />
  );
});
