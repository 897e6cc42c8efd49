import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkProjectLine,
  checkProjectLines,
  emptyProjectLine,
  parseProjectPaste,
  type ProjectLine,
} from '../../../../src/core/rules/project-lines';

const line = (articul: string, qnt: string, price: string, note: string): ProjectLine => ({ articul, qnt, price, note });
const full = line('КР-01001', '10', '1 250,50', 'этаж 1');

describe('checkProjectLine (spec 5: all four fields, or exactly three empty after the first line)', () => {
  it.each<[string, ProjectLine, number, ReturnType<typeof checkProjectLine>]>([
    ['a full first line', full, 0, null],
    ['a full later line', full, 4, null],
    ['a blank line (the spare row) anywhere', emptyProjectLine(), 0, null],
    ['a first line with only the articul', line('КР-01001', '', '', ''), 0, 'firstIncomplete'],
    ['a later line with only the articul', line('КР-01001', '', '', ''), 1, null],
    ['a later line with only a note', line('', '', '', 'доставка'), 2, null],
    ['a later line with two fields', line('КР-01001', '5', '', ''), 1, 'incomplete'],
    ['a later line with three fields', line('КР-01001', '5', '100', ''), 1, 'incomplete'],
    ['spaces are empty', line('КР-01001', ' ', '\t', ''), 1, null],
    ['a quantity that is text', line('КР-01001', 'много', '1', 'x'), 0, 'badQuantity'],
    ['a quantity of 0', line('КР-01001', '0', '1', 'x'), 0, 'badQuantity'],
    ['a negative price', line('КР-01001', '1', '-5', 'x'), 0, 'badPrice'],
    ['a price of 0', line('КР-01001', '1', '0', 'x'), 0, null],
    ['a later line with only a quantity that is text', line('', 'abc', '', ''), 1, 'badQuantity'],
  ])('%s', (_name, l, index, problem) => {
    expect(checkProjectLine(l, index)).toBe(problem);
  });

  it('property: a later line with exactly one field typed is never incomplete', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.stringMatching(/^[a-zа-я]{1,8}$/), fc.integer({ min: 1, max: 50 }), (k, value, index) => {
        const l = emptyProjectLine();
        const field = (['articul', 'qnt', 'price', 'note'] as const)[k]!;
        l[field] = value;
        expect(checkProjectLine(l, index)).not.toBe('incomplete');
        expect(checkProjectLine(l, 0)).toBe('firstIncomplete');
      }),
    );
  });
});

describe('checkProjectLines: valid only with no error marks and at least one product', () => {
  it('counts valid lines with an articul as products', () => {
    expect(checkProjectLines([full, line('КР-2', '', '', ''), line('', '', '', 'заметка'), emptyProjectLine()])).toEqual({
      problems: [null, null, null, null],
      products: 2,
      valid: true,
    });
  });
  it('is not valid with one error mark, even with products', () => {
    const check = checkProjectLines([full, line('КР-2', '5', '', '')]);
    expect(check).toMatchObject({ problems: [null, 'incomplete'], products: 1, valid: false });
  });
  it('is not valid with no product (only notes, or nothing)', () => {
    expect(checkProjectLines([emptyProjectLine()]).valid).toBe(false);
    expect(checkProjectLines([emptyProjectLine(), line('', '', '', 'заметка')]).valid).toBe(false);
  });
});

describe('parseProjectPaste: spreadsheet rows into lines', () => {
  it('splits tab-separated rows into the four fields in order', () => {
    expect(parseProjectPaste('КР-1\t5\t100\tзаметка\r\nКР-2\t3\n\n')).toEqual([line('КР-1', '5', '100', 'заметка'), line('КР-2', '3', '', '')]);
  });
  it('starts at the field pasted on', () => {
    expect(parseProjectPaste('5\t100\n6\t200', 'qnt')).toEqual([line('', '5', '100', ''), line('', '6', '200', '')]);
  });
  it('reads "code quantity" rows with the shared order-line parser', () => {
    expect(parseProjectPaste('КР-1 5 шт.\nКР-2 1 000')).toEqual([line('КР-1', '5 шт.', '', ''), line('КР-2', '1 000', '', '')]);
  });
  it('leaves one plain value to the cell (an ordinary paste)', () => {
    expect(parseProjectPaste('КР-1')).toBeNull();
    expect(parseProjectPaste('  \n')).toBeNull();
  });
});
