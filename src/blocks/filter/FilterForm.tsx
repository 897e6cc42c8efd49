import type { FormEvent, ReactNode } from 'react';
import type { Contract } from '../../core/types';
import { Button } from '../../ui/button';
import { IdSelect } from '../../ui/select';

/** The contract choice every list filter starts with. */
export interface FilterContract {
  /** «Договор». */
  label: string;
  /** The choice of no contract: «Все договоры». */
  all: string;
  value: number | null;
  items: readonly Contract[];
  onChange(contract: number | null): void;
}

export interface FilterFormProps {
  /** The form's name for screen readers («Фильтр заказов»). */
  label: string;
  /** The list's own class beside `b2b-filter-form` (its layout of the fields). */
  className: string;
  /** useFilterDraft's submit: applies the draft, or refuses a wrong period. */
  onSubmit(event: FormEvent): void;
  /** «Показать». */
  applyLabel: string;
  /** «Сбросить»: back to the list's default filter. */
  resetLabel: string;
  onReset(): void;
  /** The contract choice, the first field. */
  contract: FilterContract;
  /** The fields after the contract. */
  children: ReactNode;
}

/** A list's filter: the contract, its fields, then «Показать» (nothing is asked of the server before it) and «Сбросить». */
export function FilterForm({ label, className, onSubmit, applyLabel, resetLabel, onReset, contract, children }: FilterFormProps) {
  return (
    <form className={`b2b-filter-form ${className}`} part="filter" aria-label={label} onSubmit={onSubmit} noValidate>
      <IdSelect {...contract} />
      {children}
      <div className="b2b-filter-actions">
        <Button type="submit" variant="primary">
          {applyLabel}
        </Button>
        <Button onClick={onReset}>{resetLabel}</Button>
      </div>
    </form>
  );
}
