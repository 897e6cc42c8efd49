import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import 'b2b-widgets/callback/element';
import { defaultMessages as m } from '../../../src/core/messages';
import { imaskCode } from '../../../src/ui/phone-field/imask-code';

// The phone mask (IMask) is a chunk of its own: a page pays for it when the
// visitor opens the callback dialog, not when <b2b-callback> loads.
const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the callback dialog’s phone mask', () => {
  it('is not requested while the dialog is closed, and is once it opens', async () => {
    document.body.innerHTML = '<a href="#" data-b2b-open="callback">Заказать звонок</a><b2b-callback></b2b-callback>';
    await customElements.whenDefined('b2b-callback');
    await expect.poll(() => document.querySelector('b2b-callback')!.shadowRoot?.childElementCount ?? 0).toBeGreaterThan(0);
    await idle();
    await idle();
    expect(imaskCode.requested()).toBe(false);

    await userEvent.click(page.getByRole('link', { name: 'Заказать звонок' }));
    const phone = page.getByRole('dialog', { name: m.callbackTitle }).getByLabelText(m.callbackPhone);
    await expect.element(phone).toBeVisible();
    expect(imaskCode.requested()).toBe(true);
    await userEvent.type(phone, '9161234567');
    await expect.element(phone).toHaveValue('+7 (916) 123-45-67');
  });
});
