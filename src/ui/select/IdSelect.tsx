import { Select } from './Select';

export interface IdSelectProps {
  label: string;
  /** The chosen record's id; null: the «all» choice. */
  value: number | null;
  onChange(id: number | null): void;
  /** The records to choose from, in the order shown. */
  items: readonly { id: number; header: string }[];
  /** The choice of none in particular («Все договоры»), first; none when omitted. */
  all?: string;
  className?: string;
}

/** A Select of records by id (contracts, sections, states), with an optional «all» choice. */
export function IdSelect({ label, value, onChange, items, all, className }: IdSelectProps) {
  const options = items.map((item): [string, string] => [String(item.id), item.header]);
  return (
    <Select
      className={className}
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(v) => onChange(v === '' ? null : Number(v))}
      options={all === undefined ? options : [['', all], ...options]}
    />
  );
}
