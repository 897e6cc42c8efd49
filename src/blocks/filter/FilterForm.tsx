import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../ui/button';

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
  /** The fields. */
  children: ReactNode;
}

/** A list's filter: its fields, then «Показать» (nothing is asked of the server before it) and «Сбросить». */
export function FilterForm({ label, className, onSubmit, applyLabel, resetLabel, onReset, children }: FilterFormProps) {
  return (
    <form className={`b2b-filter-form ${className}`} part="filter" aria-label={label} onSubmit={onSubmit} noValidate>
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
