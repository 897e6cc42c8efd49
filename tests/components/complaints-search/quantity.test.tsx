/**
 * Spec 5: "Complaint quantity must be a positive integer, otherwise the field
 * turns red", with an error text the field is described by. What was typed
 * stays in the field; the cookie holds 0 for it meanwhile (a
 * value shown as invalid is never sent, not even as the last valid one).
 */
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defaultMessages as m } from '../../../src/core/messages';
import { cookieMap, ctx, product, renderComplaints, setRawCookie, setupComplaintsHarness } from './harness';

setupComplaintsHarness();

/** --b2b-color-danger's default, as computed styles report it. */
const DANGER = 'rgb(180, 35, 24)';

const quantityOf = (header: string) =>
  page.getByRole('textbox', { name: m.complaintsQuantityLabel.replace('{header}', header) });

async function withOneProduct() {
  const p = product(ctx.state, 'ФР-00108');
  setRawCookie('recl', encodeURIComponent(JSON.stringify({ [p.id]: 4 })));
  await renderComplaints();
  const qty = quantityOf(p.header);
  await expect.element(qty).toHaveValue('4');
  return { p, qty };
}

describe('<ComplaintsSearch> quantity', () => {
  it.each(['0', '-2', '1.5', '2,5', 'два', '', ' '])('%j turns the field red with an accessible error', async (typed) => {
    const { p, qty } = await withOneProduct();
    await qty.fill(typed);
    await expect.element(qty).toHaveAttribute('aria-invalid', 'true');
    await expect.element(qty).toHaveAccessibleDescription(m.complaintsQuantityError);
    await expect.element(page.getByText(m.complaintsQuantityError)).toBeVisible();
    const input = qty.element() as HTMLInputElement;
    expect(getComputedStyle(input).borderTopColor).toBe(DANGER);
    // Nothing typed is lost, and the legacy form never gets a quantity the field shows as wrong.
    expect(input.value).toBe(typed);
    expect(cookieMap()).toEqual({ [p.id]: 0 });
  });

  it('a positive integer clears the error and is saved at once', async () => {
    const { p, qty } = await withOneProduct();
    await qty.fill('0');
    await expect.element(qty).toHaveAttribute('aria-invalid', 'true');
    await qty.fill('12');
    await expect.element(qty).not.toHaveAttribute('aria-invalid');
    await expect.element(page.getByText(m.complaintsQuantityError)).not.toBeInTheDocument();
    expect(getComputedStyle(qty.element()).borderTopColor).not.toBe(DANGER);
    expect(cookieMap()).toEqual({ [p.id]: 12 });
  });

  it('typing digits one by one with the keyboard saves each valid value', async () => {
    const { p, qty } = await withOneProduct();
    await qty.click();
    await userEvent.keyboard('{Backspace}');
    await expect.element(qty).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('3');
    await expect.element(qty).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('0');
    await expect.element(qty).toHaveValue('30');
    expect(cookieMap()).toEqual({ [p.id]: 30 });
  });

  it('a quantity another page stored as 0 shows red until corrected', async () => {
    const p = product(ctx.state, 'ФР-00111');
    setRawCookie('recl', encodeURIComponent(JSON.stringify({ [p.id]: 0 })));
    await renderComplaints();
    const qty = quantityOf(p.header);
    await expect.element(qty).toHaveValue('0');
    await expect.element(qty).toHaveAttribute('aria-invalid', 'true');
  });
});
