import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isImportLineValid, parsePastedLines } from '../../../../src/core/rules/import-lines';

describe('"a line is valid if all fields are filled or, for non-first lines, exactly three fields are empty"', () => {
  it.each<[string[], number, boolean]>([
    [['ФР-00123', 'Болт', '5', 'шт'], 0, true],
    [['ФР-00123', 'Болт', '5', 'шт'], 3, true],
    [['', '', '', ''], 0, false],
    [['ФР-00123', '', '', ''], 0, false],
    [['ФР-00123', '', '', ''], 1, true],
    [['', '', '', 'x'], 2, true],
    [['', '', '', ''], 1, false],
    [['ФР-00123', '5', '', ''], 1, false],
    [['ФР-00123', ' ', '\t', ''], 1, true],
    [[], 1, false],
  ])('%j at index %s -> %s', (fields, index, ok) => {
    expect(isImportLineValid(fields, index)).toBe(ok);
  });

  it('property: a fully filled line is valid anywhere', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^\S+$/), { minLength: 1, maxLength: 8 }), fc.nat(50), (fields, i) => {
        expect(isImportLineValid(fields, i)).toBe(true);
      }),
    );
  });

  it('property: the first line is valid only when nothing is empty', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant(''), fc.constant('x')), { minLength: 1, maxLength: 8 }), (fields) => {
        expect(isImportLineValid(fields, 0)).toBe(fields.every((f) => f !== ''));
      }),
    );
  });

  it('property: later lines are valid iff 0 or exactly 3 fields are empty', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant(''), fc.constant('x')), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 100 }),
        (fields, i) => {
          const empty = fields.filter((f) => f === '').length;
          expect(isImportLineValid(fields, i)).toBe(empty === 0 || empty === 3);
        },
      ),
    );
  });
});

describe('pasted spreadsheet text', () => {
  it('reads tab, semicolon and space separated lines, Russian decimal commas, skips blank lines', () => {
    const text = 'ФР-00123\t5\r\n\nФР-00124;2,5\n  \nФР-00125   12\nФР-00126\tБолт М6\t3\nФР-00127\nФР-00128\tмного';
    expect(parsePastedLines(text)).toEqual([
      { code: 'ФР-00123', qnt: 5, raw: 'ФР-00123\t5', line: 1 },
      { code: 'ФР-00124', qnt: 2.5, raw: 'ФР-00124;2,5', line: 3 },
      { code: 'ФР-00125', qnt: 12, raw: 'ФР-00125   12', line: 5 },
      { code: 'ФР-00126', qnt: 3, raw: 'ФР-00126\tБолт М6\t3', line: 6 },
      { code: 'ФР-00127', qnt: null, raw: 'ФР-00127', line: 7 },
      { code: 'ФР-00128', qnt: null, raw: 'ФР-00128\tмного', line: 8 },
    ]);
  });

  it('empty text gives no lines', () => {
    expect(parsePastedLines('')).toEqual([]);
    expect(parsePastedLines('\n\n \t\n')).toEqual([]);
  });

  it('property: every code/quantity pair survives any of the separators', () => {
    const code = fc.stringMatching(/^[А-ЯA-Z]{2}-\d{5}$/);
    const qnt = fc.integer({ min: 0, max: 100000 });
    const sep = fc.constantFrom('\t', ';', ' ', '  ');
    const eol = fc.constantFrom('\n', '\r\n');
    fc.assert(
      fc.property(fc.array(fc.tuple(code, qnt, sep), { minLength: 1, maxLength: 20 }), eol, (rows, nl) => {
        const text = rows.map(([c, q, s]) => `${c}${s}${q}`).join(nl);
        const parsed = parsePastedLines(text);
        expect(parsed.map((p) => [p.code, p.qnt])).toEqual(rows.map(([c, q]) => [c, q]));
        expect(parsed.map((p) => p.line)).toEqual(rows.map((_, i) => i + 1));
      }),
    );
  });

  it('property: decimal commas and points read the same', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), (whole, frac) => {
        const [a] = parsePastedLines(`X\t${whole},${frac}`);
        const [b] = parsePastedLines(`X\t${whole}.${frac}`);
        expect(a?.qnt).toBe(Number(`${whole}.${frac}`));
        expect(b?.qnt).toBe(a?.qnt);
      }),
    );
  });
});
