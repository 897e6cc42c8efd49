/**
 * The project order's import lines (spec 5): a grid of lines of four
 * fields, articul, quantity, price wish and note. "A line is valid if all fields
 * are filled or, for non-first lines, exactly three fields are empty"
 * (isImportLineValid); on top of that what is filled must read: a positive
 * quantity, a price wish of 0 or more. A line with nothing typed is the grid's
 * spare row: neither an error nor a product. Pure: the widget and the portal
 * both check with it.
 */
import { isImportLineValid } from './import-lines';
import { parseOrderQuantity, parseOrderText } from './order-lines';

export interface ProjectLine {
  articul: string;
  qnt: string;
  price: string;
  note: string;
}

/** The fields in the grid's order (and the rule's). */
export const PROJECT_LINE_FIELDS = ['articul', 'qnt', 'price', 'note'] as const;
export type ProjectLineField = (typeof PROJECT_LINE_FIELDS)[number];

/** Why a line is not valid; each has a message `projectLine<Problem>` in core/messages. */
export type ProjectLineProblem = 'firstIncomplete' | 'incomplete' | 'badQuantity' | 'badPrice';

export const emptyProjectLine = (): ProjectLine => ({ articul: '', qnt: '', price: '', note: '' });

const fieldsOf = (line: ProjectLine) => PROJECT_LINE_FIELDS.map((f) => line[f]);

export function isBlankProjectLine(line: ProjectLine): boolean {
  return fieldsOf(line).every((f) => f.trim() === '');
}

/** A price as typed: the order-line quantity reader ('1 250,50' is 1250.5); null when not a number. */
export const parsePriceWish = parseOrderQuantity;

/** `index`: the line's 0-based place in the grid. Null when the line is valid (or blank). */
export function checkProjectLine(line: ProjectLine, index: number): ProjectLineProblem | null {
  if (isBlankProjectLine(line)) return null;
  if (!isImportLineValid(fieldsOf(line), index)) return index === 0 ? 'firstIncomplete' : 'incomplete';
  if (line.qnt.trim() !== '') {
    const qnt = parseOrderQuantity(line.qnt);
    if (qnt === null || qnt <= 0) return 'badQuantity';
  }
  if (line.price.trim() !== '') {
    const price = parsePriceWish(line.price);
    if (price === null || price < 0) return 'badPrice';
  }
  return null;
}

export interface ProjectLinesCheck {
  /** Per line of the grid, its problem or null. */
  problems: (ProjectLineProblem | null)[];
  /** Valid lines with an articul: the products chosen. */
  products: number;
  /** Spec 5: no error marks and at least one product. */
  valid: boolean;
}

export function checkProjectLines(lines: readonly ProjectLine[]): ProjectLinesCheck {
  const problems = lines.map(checkProjectLine);
  const products = lines.filter((l, i) => problems[i] === null && l.articul.trim() !== '').length;
  return { problems, products, valid: products > 0 && problems.every((p) => p === null) };
}

/**
 * Text pasted into a cell (a spreadsheet copy): one line per row, fields by tab
 * (or ';'), in the grid's order from the pasted-on field. Rows of one field
 * with a code and a quantity ('КР-1 5') go through the shared order-line
 * parser. Blank rows are dropped.
 */
export function parseProjectPaste(text: string, from: ProjectLineField = 'articul'): ProjectLine[] | null {
  const rows = text.split(/\r\n|\r|\n/).filter((r) => r.trim() !== '');
  if (rows.length === 0) return null;
  const start = PROJECT_LINE_FIELDS.indexOf(from);
  const tabular = rows.some((r) => r.includes('\t') || r.includes(';'));
  if (!tabular && rows.length === 1) return null; // one plain value: an ordinary paste into the cell
  return rows.map((row) => {
    const line = emptyProjectLine();
    let cells: string[];
    if (row.includes('\t')) cells = row.split('\t');
    else if (row.includes(';')) cells = row.split(';');
    else if (from === 'articul') {
      const [parsed] = parseOrderText(row);
      cells = parsed ? [parsed.code, parsed.qntText] : [row];
    } else cells = [row];
    cells.forEach((cell, k) => {
      const field = PROJECT_LINE_FIELDS[start + k];
      if (field) line[field] = cell.trim();
    });
    return line;
  });
}
