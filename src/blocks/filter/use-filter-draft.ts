import { useState, type FormEvent } from 'react';
import { formatDate, parseDate } from '../../core/format';
import type { DateRangeValue } from '../../ui/date-picker';

export interface FilterDraftOptions<F> {
  /** What the form shows for a filter (the default period spelled out); default the filter itself. */
  shown?: (filter: F) => F;
  /** The period as typed cannot be asked for (spec 5: its start not before its end). */
  invalid(draft: F): boolean;
  /** «Показать» with a good period: the filter to ask for. */
  apply(draft: F): void;
}

/**
 * A list's filter form (orders, reports): edits stay local until «Показать»; a
 * new filter from the page address (the back button) starts them afresh; a
 * refused period keeps its message until the next submit (DateRange's
 * `refused`), so the click that fixes it is not lost.
 */
export function useFilterDraft<F extends { startDate: string; endDate: string }>(filter: F, options: FilterDraftOptions<F>) {
  const shownOf = options.shown ?? ((f: F) => f);
  const [draft, setDraft] = useState(() => shownOf(filter));
  const [source, setSource] = useState(filter);
  const [refused, setRefused] = useState(false);
  if (source !== filter) {
    setSource(filter);
    setDraft(shownOf(filter));
    setRefused(false);
  }
  const edit = (patch: Partial<F>) => setDraft((d) => ({ ...d, ...patch }));
  const range: DateRangeValue = { start: parseDate(draft.startDate), end: parseDate(draft.endDate) };
  const editRange = (v: DateRangeValue) => edit({ startDate: v.start ? formatDate(v.start) : '', endDate: v.end ? formatDate(v.end) : '' } as Partial<F>);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = options.invalid(draft);
    setRefused(invalid);
    if (!invalid) options.apply(draft);
  };
  return { draft, edit, range, editRange, refused, submit };
}
