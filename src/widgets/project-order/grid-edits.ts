/**
 * Edits of the import-line grid, pure: a cell typed, rows pasted from a
 * spreadsheet, a line removed. The grid keeps one blank line at its end to
 * type the next line into (a blank line is no line for the rule).
 */
import {
  emptyProjectLine,
  isBlankProjectLine,
  parseProjectPaste,
  PROJECT_LINE_FIELDS,
  type ProjectLine,
  type ProjectLineField,
} from '../../core/rules/project-lines';

/** Lines the grid starts with (the last one is the spare). */
export const INITIAL_LINES = 3;

export function withSpare(lines: readonly ProjectLine[]): ProjectLine[] {
  const last = lines[lines.length - 1];
  return last && isBlankProjectLine(last) ? [...lines] : [...lines, emptyProjectLine()];
}

export const initialLines = (): ProjectLine[] => Array.from({ length: INITIAL_LINES }, emptyProjectLine);

export function setCell(lines: readonly ProjectLine[], index: number, field: ProjectLineField, value: string): ProjectLine[] {
  const next = lines.map((l, i) => (i === index ? { ...l, [field]: value } : l));
  return withSpare(next);
}

/**
 * Rows pasted into the cell (`index`, `field`): each row fills a line from that
 * field on, over what was there. Null when the text is one plain value (the
 * cell takes it as typed).
 */
export function pasteRows(lines: readonly ProjectLine[], index: number, field: ProjectLineField, text: string): ProjectLine[] | null {
  const rows = parseProjectPaste(text, field);
  if (!rows) return null;
  const start = PROJECT_LINE_FIELDS.indexOf(field);
  const next = [...lines];
  rows.forEach((row, k) => {
    const line = { ...(next[index + k] ?? emptyProjectLine()) };
    for (const f of PROJECT_LINE_FIELDS.slice(start)) line[f] = row[f];
    next[index + k] = line;
  });
  return withSpare(next);
}

export function removeLine(lines: readonly ProjectLine[], index: number): ProjectLine[] {
  return withSpare(lines.filter((_, i) => i !== index));
}
