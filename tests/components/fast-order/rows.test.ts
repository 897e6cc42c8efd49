// The pure rules behind the fast order: which suggestions show, how a pasted
// code maps onto a search reply, and what survives an add.
import { describe, expect, it } from 'vitest';
import { defaultMessages as m } from '../../../src/core/messages';
import { products } from '../../../src/testing';
import { matchCode, suggestionItems } from '../../../src/widgets/fast-order/order-items';
import { looksLikeLines } from '../../../src/core/rules/import-lines';
import { isRowReady, rowQuantity, rowsAfterAdd, rowsFromText, setProducts, type PasteRow } from '../../../src/widgets/fast-order/pasted-rows';

const byCode = (code: string) => products.find((p) => p.articul === code)!;
const gloves = byCode('ФР-00126');

function ready(row: PasteRow, code: string): PasteRow {
  const found = matchCode(code, [byCode(code)]);
  if (found.kind !== 'exact') throw new Error(`${code} should match exactly`);
  return { ...row, match: found };
}

describe('suggestionItems', () => {
  it('lists products only for a short prefix, their variants once the code is typed in full or past it', () => {
    expect(suggestionItems([gloves], 'ФР-001').map((i) => i.articul)).toEqual(['ФР-00126']);
    expect(suggestionItems([gloves], 'ФР-00126').map((i) => i.articul)).toEqual(['ФР-00126', 'ФР-00126-M', 'ФР-00126-L', 'ФР-00126-XL']);
    expect(suggestionItems([gloves], 'фр-00126-x').map((i) => `${i.type}:${i.articul}`)).toEqual(['products:ФР-00126', 'variants:ФР-00126-XL']);
  });

  it("gives a variant its parameters in the header and its own price", () => {
    const [, medium] = suggestionItems([gloves], 'ФР-00126');
    expect(medium).toMatchObject({ type: 'variants', id: gloves.variants[0]!.id, header: `${gloves.header}, Размер M`, price: gloves.variants[0]!.price });
  });
});

describe('matchCode', () => {
  it('matches an articul exactly, whatever the case', () => {
    expect(matchCode('фр-00101', products)).toMatchObject({ kind: 'exact', item: { articul: 'ФР-00101' } });
  });
  it('offers the near ones when no articul is equal, and says unknown when none is near', () => {
    const near = matchCode('ФР-0010', products);
    expect(near.kind).toBe('unclear');
    expect(near.kind === 'unclear' && near.candidates.map((c) => c.articul).slice(0, 2)).toEqual(['ФР-00101', 'ФР-00102']);
    expect(matchCode('НЕТ-1', products)).toEqual({ kind: 'unknown' });
  });
});

describe('pasted rows', () => {
  it('tells spreadsheet lines from one typed code', () => {
    expect(looksLikeLines('ФР-00101')).toBe(false);
    expect(looksLikeLines('ФР-00101 ')).toBe(false);
    expect(looksLikeLines('ФР-00101\t3')).toBe(true);
    expect(looksLikeLines('ФР-00101\nФР-00102')).toBe(true);
  });

  it('reads quantities the counter way: decimal comma rounded up, negatives positive, 0 and text are none', () => {
    expect(rowQuantity({ qntText: '2,5' })).toBe(3);
    expect(rowQuantity({ qntText: '-4' })).toBe(4);
    expect(rowQuantity({ qntText: '1 000' })).toBe(1000);
    expect(rowQuantity({ qntText: '0' })).toBeNull();
    expect(rowQuantity({ qntText: 'шт' })).toBeNull();
    expect(rowQuantity({ qntText: '' })).toBeNull();
  });

  it('keeps line numbers of the pasted text, blank lines counted', () => {
    expect(rowsFromText('A\t1\r\n\r\nB;2').map((r) => [r.line, r.code, r.qntText])).toEqual([
      [1, 'A', '1'],
      [3, 'B', '2'],
    ]);
  });

  it('sums the same product and leaves out rows that are not ready', () => {
    const [a, b, c] = rowsFromText('ФР-00101\t1\nфр-00101\t2,5\nФР-00104\t0');
    const rows = [ready(a!, 'ФР-00101'), ready(b!, 'ФР-00101'), ready(c!, 'ФР-00104')];
    expect(isRowReady(rows[2]!)).toBe(false);
    expect(setProducts(rows)).toEqual([{ id: byCode('ФР-00101').id, type: 'products', qnt: 4 }]);
  });

  it('after an add: added rows go, refused ones stay with the reason, a shortage resets the quantity and may go again', () => {
    const [a, b, c, d] = rowsFromText('ФР-00101\t1\nФР-00104\t50\nФР-00107\t1\nНЕТ\t1');
    const rows = [ready(a!, 'ФР-00101'), ready(b!, 'ФР-00104'), ready(c!, 'ФР-00107'), { ...d!, match: { kind: 'unknown' as const } }];
    const sent = setProducts(rows);
    const left = rowsAfterAdd(rows, sent, {
      added: [{ id: byCode('ФР-00101').id, type: 'products' }],
      errors: [
        { id: byCode('ФР-00104').id, message: m.stockShortage, available: 20 },
        { id: byCode('ФР-00107').id, message: 'Товар снят с продажи' },
      ],
    });
    expect(left.map((r) => [r.code, r.qntText, r.serverError, r.notice, isRowReady(r)])).toEqual([
      ['ФР-00104', '20', null, m.stockShortage, true],
      ['ФР-00107', '1', 'Товар снят с продажи', null, false],
      ['НЕТ', '1', null, null, false],
    ]);
  });
});
