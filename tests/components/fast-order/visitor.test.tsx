/**
 * A visitor's fast order used to fail silently (the server
 * answers 401). A visitor is told to log in, with a link that opens the page's
 * <b2b-login>, and nothing is searched.
 */
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defaultMessages as m } from '../../../src/core/messages';
import { calls, ctx, renderFastOrder, setupFastOrderHarness } from './harness';

setupFastOrderHarness();

describe('<FastOrder> for a visitor', () => {
  it('says to log in, with «Войти» opening <b2b-login>; no code field to fail', async () => {
    ctx.state.user = null;
    const login = document.body.appendChild(document.createElement('b2b-login'));
    await renderFastOrder();
    await expect.element(page.getByText(m.fastOrderVisitor)).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: m.fastOrderCodeLabel })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('link', { name: m.visitorLogin }));
    expect(login.hasAttribute('open')).toBe(true);
    expect(calls('search')).toHaveLength(0);
  });

  it('a logged-in buyer gets the code field, with no login hint', async () => {
    await renderFastOrder();
    await expect.element(page.getByRole('combobox', { name: m.fastOrderCodeLabel })).toBeVisible();
    await expect.element(page.getByText(m.fastOrderVisitor)).not.toBeInTheDocument();
  });
});
