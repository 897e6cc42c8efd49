// <b2b-fast-order>'s paste parser comes with its suggestions chunk, fetched
// on the field's first focus, not with every cabinet page. A paste that beats
// the chunk waits for it: lines open their review once it is here, and text
// that is no lines lands in the field as the browser's own paste puts it. The
// chunk is held back until the test lets it go, to act out a slow network.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defaultMessages as m } from '../../../src/core/messages';
import { suggestionCode } from '../../../src/widgets/fast-order/use-suggestion-source';
import { calls, pasteInto, renderFastOrder, setupFastOrderHarness } from '../fast-order/harness';
import { nextFrames } from '../support/held';

const loads = await vi.hoisted(() => import('../support/held').then((m) => m.held()));
vi.mock('../../../src/widgets/fast-order/suggestions', (importOriginal) => loads.hold(importOriginal));

setupFastOrderHarness();
afterEach(() => loads.release());

describe('<FastOrder> a paste before its parser is here', () => {
  it('holds the paste until the parser arrives: lines open the review, a name goes into the field', async () => {
    const screen = await renderFastOrder();
    const field = screen.getByRole('combobox', { name: m.fastOrderCodeLabel });
    await userEvent.click(field);
    await expect.poll(() => loads.holds).toBe(1);
    expect(suggestionCode.get()).toBeUndefined();

    pasteInto(field.element(), 'ФР-00101\t2\nФР-00104\t1');
    pasteInto(field.element(), 'Дрель ударная');
    await nextFrames();
    // Nothing yet: neither the review nor the text.
    expect(screen.getByRole('region', { name: m.fastOrderLinesTitle }).elements()).toHaveLength(0);
    await expect.element(field).toHaveValue('');

    loads.release();
    await expect.element(screen.getByRole('region', { name: m.fastOrderLinesTitle })).toBeVisible();
    await expect.element(field).toHaveValue('Дрель ударная');
    // Typed, as far as the field knows: it searches the text. (Not necessarily
    // the last search: the review looks its codes up too, in either order.)
    await expect.poll(() => calls('search').map((c) => c.query.get('keyword'))).toContain('Дрель ударная');
  });
});
