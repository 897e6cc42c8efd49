// The one order-line parser and the portal's forgiving code matcher.
import { describe, expect, it } from 'vitest';
import {
  codeKey,
  findOrderColumns,
  parseOrderQuantity,
  parseOrderText,
  readOrderTable,
  splitOrderLine,
} from '../../../../src/core/rules/order-lines';
import type { PriceRow } from '../../../../examples/portal/server/pricelist/items';
import { codeIndex, resolveLines } from '../../../../examples/portal/server/pricelist/match';

describe('quantities', () => {
  it.each([
    ['5', 5],
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['1 000', 1000],
    ['1\u00A0000,5', 1000.5],
    ['12 345', 12345],
    ['5 шт.', 5],
    ['5шт', 5],
    ['10 уп', 10],
    ['3 pcs', 3],
    ['1.000,5', 1000.5],
    ['1,000.5', 1000.5],
    ['-2', -2],
    ['0', 0],
  ])('%j is %d', (text, n) => expect(parseOrderQuantity(text)).toBe(n));

  it.each(['', 'много', '60 5', '1 00', '2,5,5', 'шт', '5 кг x'])('%j is not a quantity', (text) => {
    expect(parseOrderQuantity(text)).toBeNull();
  });
});

describe('pasted lines', () => {
  it('reads an Excel copy, a 1C export, commas, spaces, names in between and units', () => {
    const text = [
      'КР-01001\t5',
      'КР-01002\tСаморез 4,8×19\t1 000',
      'КР-01003;Дюбель;2,5',
      'КР-01004,7',
      'КР-01005 Лампа 60 Вт 5 шт.',
      'КР-01006   12',
      '"КР-01007"\t"3"',
      '',
      'КР-01008',
    ].join('\r\n');
    expect(parseOrderText(text).map((l) => [l.line, l.code, l.qnt])).toEqual([
      [1, 'КР-01001', 5],
      [2, 'КР-01002', 1000],
      [3, 'КР-01003', 2.5],
      [4, 'КР-01004', 7],
      [5, 'КР-01005', 5],
      [6, 'КР-01006', 12],
      [7, 'КР-01007', 3],
      [9, 'КР-01008', null],
    ]);
  });

  it('a header row names the columns, in Russian or English', () => {
    expect(parseOrderText('Кол-во\tАртикул\n4\tКР-1\n').map((l) => [l.code, l.qnt])).toEqual([['КР-1', 4]]);
    expect(parseOrderText('SKU;Name;Qty\nAB-1;x;2').map((l) => [l.line, l.code, l.qnt])).toEqual([[2, 'AB-1', 2]]);
  });

  it('a decimal comma stays a decimal when spaces separate the fields', () => {
    expect(splitOrderLine('КР-1 2,5')).toEqual(['КР-1', '2,5']);
    expect(splitOrderLine('КР-1, 2')).toEqual(['КР-1', '2']);
  });

  // Every tail of the line used to be tried as a quantity, a cost growing with the square
  // of its length (a pasted line of 20,000 characters held the portal's thread for 2 s).
  it('a line of 50,000 words costs its length, not its square: the quantity is still its tail', () => {
    const words = Array.from({ length: 50_000 }, (_, i) => `слово${i}`).join(' ');
    const started = performance.now();
    expect(splitOrderLine(`КР-1 ${words} 1 000 шт.`).slice(-1)).toEqual(['1 000 шт.']);
    expect(splitOrderLine(`КР-1 ${words}`)).toHaveLength(50_001);
    expect(performance.now() - started).toBeLessThan(2000);
  }, 10_000);
});

describe('tables (uploaded files)', () => {
  it('finds the columns by the header row below a title, skips rows without a quantity or a code', () => {
    const rows = [
      ['Прайс-лист СтройОпт'],
      [],
      ['Артикул', 'Наименование', 'Цена', 'Количество'],
      ['Крепёж'],
      ['КР-1', 'Саморез', '1.5', ''],
      ['КР-2', 'Дюбель', '2', '3'],
      ['', 'без кода', '', '4'],
      ['КР-3', 'Анкер', '9', 'много'],
    ];
    expect(findOrderColumns(rows)).toEqual({ code: 0, qnt: 3, headerRow: 2 });
    expect(readOrderTable(rows)).toEqual([
      { line: 6, code: 'КР-2', qntText: '3', qnt: 3 },
      { line: 8, code: 'КР-3', qntText: 'много', qnt: null },
    ]);
  });

  it('with no header, takes the rightmost numeric column for quantities and the leftmost code-like one for codes', () => {
    const rows = [
      ['11', 'КР-01001', 'Саморез', '10'],
      ['12', 'КР-01002', 'Дюбель', '5'],
    ];
    // The row numbers are numbers too, but not codes.
    expect(findOrderColumns(rows)).toEqual({ code: 1, qnt: 3, headerRow: null });
    expect(findOrderColumns([['100234', '3'], ['100235', '1']])).toEqual({ code: 0, qnt: 1, headerRow: null });
    const named = [
      ['Саморез', 'КР-01001', '10'],
      ['Дюбель', 'КР-01002', '5'],
    ];
    expect(findOrderColumns(named)).toEqual({ code: 1, qnt: 2, headerRow: null });
  });

  it('no recognisable columns gives null', () => {
    expect(readOrderTable([['привет', 'мир'], ['как', 'дела']])).toBeNull();
    expect(readOrderTable([])).toBeNull();
  });
});

describe('forgiving codes', () => {
  it('case, spaces, dashes and Latin lookalikes give one key', () => {
    const key = codeKey('КР-02936');
    for (const typed of ['KP-02936', 'kp 02936', 'кр02936', ' КР–02936 ', 'Kр-02936']) expect(codeKey(typed)).toBe(key);
    expect(codeKey('КР-02937')).not.toBe(key);
  });
});

describe('the portal matcher', () => {
  const row = (id: number, articul: string, extra: Partial<PriceRow> = {}): PriceRow => ({
    type: 'products',
    id,
    product_id: id,
    articul,
    header: `Товар ${id}`,
    params: '',
    brand: 'Б',
    base: 100,
    rrc: 150,
    catalog_id: 1,
    section: 'Раздел',
    path: '/1/',
    ...extra,
  });
  const rows = [
    row(1, 'КР-02936'),
    row(2, 'ЭЛ-00001'),
    row(501, 'ЛК-00010-1', { type: 'variants', product_id: 10 }),
    row(502, 'ЛК-00010-2', { type: 'variants', product_id: 10 }),
    row(3, 'AB-1'),
    row(4, 'АВ1'), // Cyrillic, collides with AB-1 only in the forgiving form
  ];
  const index = codeIndex(rows, [{ id: 10, articul: 'ЛК-00010' }]);
  const stock: Record<number, number> = { 1: 10, 2: 1, 501: 5, 502: 5, 3: 5, 4: 5 };
  const item = (r: PriceRow) => ({ ...r, price: r.base / 100, price_rrc: r.rrc / 100, stock: stock[r.id]!, step: 1 });
  const resolve = (text: string) => resolveLines(parseOrderText(text), index, item);

  it('matches exactly first, then forgivingly, and says which', () => {
    const [exact, latin, mixed] = resolve('КР-02936\t1\nKP-02936\t1\nab-1\t1');
    expect(exact).toMatchObject({ status: 'found', how: 'exact', qnt: 2, summed: [2] });
    expect(latin).toMatchObject({ status: 'duplicate', into: 1, how: 'loose' });
    // 'ab-1' is AB-1 exactly (case aside): the Cyrillic АВ1 does not make it ambiguous.
    expect(mixed).toMatchObject({ status: 'found', how: 'exact', item: { id: 3 } });
    expect(resolve('a b 1\t1')[0]).toMatchObject({ status: 'ambiguous' });
  });

  it('variants by their own articul; the product articul offers its variants', () => {
    const [variant, parent] = resolve('лк-00010-2\t1\nЛК-00010\t1');
    expect(variant).toMatchObject({ status: 'found', item: { id: 502, type: 'variants' } });
    expect(parent!.status).toBe('ambiguous');
    expect(parent!.candidates.map((c) => c.id)).toEqual([501, 502]);
  });

  it('sums duplicates, then checks the stock; bad and fractional quantities; unknown codes', () => {
    const lines = resolve('ЭЛ-00001\t1\nЭЛ 00001\t1\nКР-02936\t0\nКР-02936\t-3\nКР-02936\tмного\nКР-02936\t2,2\nНЕТ-1\t1');
    expect(lines.map((l) => l.status)).toEqual(['short', 'duplicate', 'badQuantity', 'badQuantity', 'badQuantity', 'found', 'unknown']);
    expect(lines[0]).toMatchObject({ qnt: 2, available: 1, summed: [2] });
    expect(lines[5]).toMatchObject({ qnt: 3, rounded: true });
    expect(lines[2]!.item?.id).toBe(1);
  });
});
