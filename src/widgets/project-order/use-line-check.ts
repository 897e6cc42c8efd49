/**
 * "Validity is re-checked every 500 ms" (spec 5, PROJECT_CHECK_MS): the lines
 * are checked once typing has paused that long, never on each key, and never
 * in the way of the input (the grid shows what is typed at once; only the
 * marks wait). The clock is injectable: tests step it instead of waiting.
 */
import { useLayoutEffect, useMemo, useState } from 'react';
import { PROJECT_CHECK_MS } from '../../core/constants';
import { checkProjectLines, type ProjectLine, type ProjectLineProblem, type ProjectLinesCheck } from '../../core/rules/project-lines';

export interface CheckClock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const timerClock: CheckClock = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface LineCheck {
  /** The last check. */
  check: ProjectLinesCheck;
  /**
   * The mark of line `index`: the last check's verdict while the line is as it
   * was then (found by identity, so removing a line moves the marks with it);
   * none for a line edited since, until the next check.
   */
  problemOf(index: number): ProjectLineProblem | null;
  /** Lines changed since: a check is due. */
  pending: boolean;
  /** Checks now (on submit) and returns it. */
  flush(): ProjectLinesCheck;
}

export function useLineCheck(lines: readonly ProjectLine[], clock: CheckClock = timerClock): LineCheck {
  const [checked, setChecked] = useState(() => ({ lines, check: checkProjectLines(lines) }));
  // A layout effect: the 500 ms start when the keystroke is committed. Preact
  // runs passive effects after paint, which would start them late and uneven.
  useLayoutEffect(() => {
    if (checked.lines === lines) return;
    const handle = clock.setTimeout(() => setChecked({ lines, check: checkProjectLines(lines) }), PROJECT_CHECK_MS);
    return () => clock.clearTimeout(handle);
  }, [lines, clock, checked.lines]);

  return useMemo(() => {
    const verdicts = new Map(checked.lines.map((line, i) => [line, checked.check.problems[i] ?? null]));
    return {
      check: checked.check,
      problemOf: (index: number) => {
        const line = lines[index];
        return line ? (verdicts.get(line) ?? null) : null;
      },
      pending: checked.lines !== lines,
      flush: () => {
        const check = checkProjectLines(lines);
        setChecked({ lines, check });
        return check;
      },
    };
  }, [checked, lines]);
}
