// <b2b-fast-order>'s search shaping and suggestion row are a chunk of their
// own: a cabinet page loads the field, and the rest when the buyer first
// focuses it. The field is there from the start, so a code typed while the
// chunk is on its way stays in it and is searched once the chunk arrives.
// The chunk is held back until the test lets it go, to act out a slow network.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defaultMessages as m } from '../../../src/core/messages';
import { products } from '../../../src/testing';
import { suggestionCode } from '../../../src/widgets/fast-order/use-suggestion-source';
import { calls, renderFastOrder, setupFastOrderHarness } from '../fast-order/harness';
import { fetched, idle, pointerAway } from './on-demand';

const loads = await vi.hoisted(() => import('../support/held').then((m) => m.held()));
vi.mock('../../../src/widgets/fast-order/suggestions', (importOriginal) => loads.hold(importOriginal));

setupFastOrderHarness();
afterEach(() => loads.release());

const ROW = '/src/widgets/fast-order/SuggestionOption.tsx';
const drill = products.find((p) => p.articul === 'ФР-00101')!;

describe('<FastOrder> suggestions on the first focus', () => {
  it('are not fetched with the field; focusing it fetches them, and a code typed meanwhile is kept and searched', async () => {
    await pointerAway();
    const screen = await renderFastOrder();
    const field = screen.getByRole('combobox', { name: m.fastOrderCodeLabel });
    await expect.element(field).toBeVisible();
    await idle();
    await idle();
    expect(suggestionCode.requested()).toBe(false);
    expect(fetched(ROW)).toBe(false);

    await userEvent.click(field);
    expect(suggestionCode.requested()).toBe(true);
    await expect.poll(() => loads.holds).toBe(1);
    // The buyer types before the code is here: every key stays in the field, nothing is asked yet.
    await userEvent.keyboard('ФР-00101');
    await expect.element(field).toHaveValue('ФР-00101');
    expect(calls('search')).toHaveLength(0);

    loads.release();
    const option = screen.getByRole('option', { name: new RegExp(drill.articul) });
    await expect.element(option).toHaveTextContent(drill.header);
    expect(fetched(ROW)).toBe(true);
    expect(calls('search').at(-1)!.query.get('keyword')).toBe('ФР-00101');
    await expect.element(field).toHaveValue('ФР-00101');
    expect(page.getByRole('listbox').elements()).toHaveLength(1);
  });
});
