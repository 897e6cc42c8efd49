import { useState } from 'react';
import type { Matcher } from 'react-day-picker';
import { formatDate, parseDate } from '../../core/format';
import { dateText } from './date-picker-messages';
import { isDateDisabled } from './is-date-disabled';

/**
 * The typed side of a date field: the text being edited, and on commit
 * (blur, Enter) the parsed date or a Russian error. While not editing the
 * field shows `value` as dd.mm.yyyy.
 */
export function useDateText(value: Date | null, matchers: Matcher[], onChange: (date: Date | null) => void) {
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const text = draft.trim();
    setDraft(null);
    if (text === '') {
      setProblem(null);
      if (value) onChange(null);
      return;
    }
    const date = parseDate(text);
    if (!date) {
      setProblem(dateText('dateInvalid'));
      setDraft(text);
      return;
    }
    if (isDateDisabled(date, matchers)) {
      setProblem(dateText('dateNotAllowed'));
      setDraft(text);
      return;
    }
    setProblem(null);
    if (!value || value.getTime() !== date.getTime()) onChange(date);
  };

  return {
    text: draft ?? (value ? formatDate(value) : ''),
    problem,
    edit: (text: string) => setDraft(text),
    commit,
    /** A day picked in the calendar replaces whatever was typed. */
    reset: () => {
      setDraft(null);
      setProblem(null);
    },
  };
}
