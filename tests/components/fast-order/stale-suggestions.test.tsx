// A suggestion always belongs to the text in the field: a buyer who types the
// next code and presses ↓ Enter before its suggestions arrive must get that
// code, never the previous one still on screen. On React and on Preact.
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defaultMessages as m } from '../../../src/core/messages';
import { products } from '../../../src/testing';
import { held } from '../support/held';
import { calls, renderFastOrder, setupFastOrderHarness, worker } from './harness';

setupFastOrderHarness();

const drill = products.find((p) => p.articul === 'ФР-00101')!;
const goggles = products.find((p) => p.articul === 'ФР-00127')!;

type Screen = Awaited<ReturnType<typeof renderFastOrder>>;
const codeField = (screen: Screen) => screen.getByRole('combobox', { name: m.fastOrderCodeLabel });
const quantity = (screen: Screen) => screen.getByRole('spinbutton', { name: m.fastOrderQuantityLabel });
const addedIds = () => calls('processBasket').map((c) => (c.body as { id: number }).id);

/** Holds every search for `keyword` (suggestions and look-ups alike) until released; others reach the fake server. */
function holdSearches(keyword: string) {
  const gate = held();
  worker.use(
    http.get('/api/search', async ({ request }) => {
      if (new URL(request.url).searchParams.get('keyword') !== keyword) return undefined;
      await gate.hold(() => undefined);
      return undefined; // then on to the fake server
    }),
  );
  return gate;
}

/** Types a code, picks its first suggestion with ↓ Enter, and adds it with Enter in the quantity. */
async function addByKeyboard(screen: Screen, code: string) {
  await userEvent.type(codeField(screen), code);
  await expect.element(screen.getByRole('option', { name: new RegExp(code) }).first()).toBeVisible();
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await expect.element(quantity(screen)).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect.element(codeField(screen)).toHaveValue('');
}

describe('<FastOrder> stale suggestions', () => {
  it('↓ Enter typed before the new code’s suggestions come adds nothing of the previous code, then the new code', async () => {
    const screen = await renderFastOrder();
    await addByKeyboard(screen, drill.articul);
    expect(addedIds()).toEqual([drill.id]);

    // The first code's suggestions are still in the component's hands; the new code's are held.
    const gate = holdSearches(goggles.articul);
    await userEvent.type(codeField(screen), goggles.articul);
    await expect.poll(() => gate.holds).toBeGreaterThan(0);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    // Nothing of the old list can be picked: no option is active, none is chosen.
    await expect.element(codeField(screen)).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByText(/Выбран товар/).elements()).toHaveLength(0);
    expect(addedIds()).toEqual([drill.id]);

    gate.release();
    // Enter looked the typed code up as it is: it is chosen, and the quantity is next.
    await expect.element(screen.getByText(new RegExp(`Выбран товар: ${goggles.articul}`))).toBeVisible();
    await expect.element(quantity(screen)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(addedIds).toEqual([drill.id, goggles.id]);
  });

  it('options of an older text are shown faded and cannot be clicked', async () => {
    const screen = await renderFastOrder();
    await userEvent.type(codeField(screen), 'ФР-0010');
    const old = screen.getByRole('option', { name: /ФР-00101/ });
    await expect.element(old).toBeVisible();
    const gate = holdSearches('ФР-00127');
    await userEvent.type(codeField(screen), '{Backspace}27');
    await expect.element(old).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(old, { force: true });
    expect(screen.getByText(/Выбран товар/).elements()).toHaveLength(0);
    await expect.element(codeField(screen)).toHaveValue('ФР-00127');
    gate.release();
    const fresh = screen.getByRole('option', { name: /ФР-00127/ });
    await expect.element(fresh).not.toHaveAttribute('aria-disabled');
    await userEvent.click(fresh);
    await expect.element(screen.getByText(/Выбран товар: ФР-00127/)).toBeVisible();
  });

  it('Enter on a code nothing matches says so under the field, and adds nothing', async () => {
    const screen = await renderFastOrder();
    await userEvent.type(codeField(screen), 'ЯЯ-00000{Enter}');
    await expect.element(codeField(screen)).toHaveAccessibleDescription(new RegExp(m.fastOrderNoMatch));
    expect(calls('processBasket')).toHaveLength(0);
    await userEvent.type(codeField(screen), '{Backspace}');
    await expect.element(codeField(screen)).not.toHaveAccessibleDescription(new RegExp(m.fastOrderNoMatch));
  });

  it('three codes typed and chosen by keyboard put exactly those three goods in the basket', async () => {
    const screen = await renderFastOrder();
    const codes = ['ФР-00101', 'ФР-00127', 'ФР-00104'];
    for (const code of codes) {
      // No waiting for suggestions: type, ↓ Enter at once, then Enter in the quantity.
      await userEvent.type(codeField(screen), `${code}{ArrowDown}{Enter}`);
      await expect.element(quantity(screen)).toHaveFocus();
      await expect.element(screen.getByText(new RegExp(`Выбран товар: ${code}`))).toBeVisible();
      await userEvent.keyboard('{Enter}');
      await expect.element(codeField(screen)).toHaveValue('');
    }
    await expect.poll(addedIds).toEqual(codes.map((code) => products.find((p) => p.articul === code)!.id));
  });
});
