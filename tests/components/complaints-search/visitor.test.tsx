/**
 * A visitor's complaints search used to fail silently (the
 * server answers 401, the hint said to change the query). A visitor is told to
 * log in, with a link that opens the page's <b2b-login>, and nothing is searched.
 */
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { http } from 'msw';
import { configure } from 'b2b-widgets';
import { defaultMessages as m } from '../../../src/core/messages';
import { ctx, renderComplaints, searches, setupComplaintsHarness, worker } from './harness';

setupComplaintsHarness();

describe('<ComplaintsSearch> for a visitor', () => {
  it('says to log in, with «Войти» opening <b2b-login>; no search field to fail', async () => {
    ctx.state.user = null;
    const login = document.body.appendChild(document.createElement('b2b-login'));
    await renderComplaints();
    await expect.element(page.getByText(m.complaintsVisitor)).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: m.complaintsSearchLabel })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('link', { name: m.visitorLogin }));
    expect(login.hasAttribute('open')).toBe(true);
    expect(searches()).toHaveLength(0);
  });

  it('a page that says its visitor is signed out shows the hint from the first frame; initdata has the last word', async () => {
    // initdata held: then it says a buyer after all (a page cached while signed out).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // A resolver that returns nothing hands the request on to the fake server's handler.
    worker.use(http.get(/\/api\/initdata\/$/, async () => void (await held)));
    configure({ signedIn: false });
    await renderComplaints();
    await expect.element(page.getByText(m.complaintsVisitor)).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: m.complaintsSearchLabel })).not.toBeInTheDocument();
    release();
    await expect.element(page.getByRole('combobox', { name: m.complaintsSearchLabel })).toBeVisible();
    await expect.element(page.getByText(m.complaintsVisitor)).not.toBeInTheDocument();
  });

  it('a logged-in buyer gets the search, with no login hint', async () => {
    await renderComplaints();
    await expect.element(page.getByRole('combobox', { name: m.complaintsSearchLabel })).toBeVisible();
    await expect.element(page.getByText(m.complaintsVisitor)).not.toBeInTheDocument();
  });
});
