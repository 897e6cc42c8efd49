// <Acts> polling (spec 7, 9: the list is refreshed every 10 s): only while the
// page is visible, at once when it is shown again, and a slow reply never
// puts an older list over a newer one.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Acts } from 'b2b-widgets/acts';
import { ACTS_POLL_MS } from '../../../src/core/constants';
import { defaultMessages as m } from '../../../src/core/messages';
import { fakeAct } from '../../../src/testing';
import { clock, fake, installActsTestHooks, lists, setPageHidden } from './setup-acts';
import { fill } from '../../../src/core/messages/fill';

installActsTestHooks();

const table = () => page.getByRole('table', { name: m.actsCaption });
const row = (a: { startdate: string; enddate: string }) =>
  table().getByRole('row').filter({ has: page.getByRole('rowheader', { name: fill(m.actsPeriodText, { start: a.startdate, end: a.enddate }), exact: true }) });

async function until(check: () => boolean, what: string, timeout = 3000): Promise<void> {
  const end = Date.now() + timeout;
  while (!check()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * The poller sets its next wait only once the last reply was handled: moving
 * the clock before that would step over nothing. Waiting for the timer (not
 * for the request) is what makes "the next poll" deterministic under load.
 */
const nextPollScheduled = () => until(() => clock.pending === 1, 'the next poll to be scheduled');

describe('<Acts> polling', () => {
  it('asks again every 10 s while the page is visible', async () => {
    render(<Acts />);
    await expect.element(table()).toBeVisible();
    expect(lists()).toHaveLength(1);
    await nextPollScheduled();
    await clock.advance(ACTS_POLL_MS - 1);
    expect(lists()).toHaveLength(1);
    await clock.advance(1);
    await until(() => lists().length === 2, 'the second poll');
    await nextPollScheduled();
    await clock.advance(ACTS_POLL_MS);
    await until(() => lists().length === 3, 'the third poll');
  });

  it('pauses while the page is hidden and asks at once when it is shown again', async () => {
    render(<Acts />);
    await expect.element(table()).toBeVisible();
    setPageHidden(true);
    await clock.advance(ACTS_POLL_MS * 6);
    expect(lists()).toHaveLength(1);
    // What changed meanwhile shows as soon as the page is back.
    const act = fake.acts[0]!;
    fake.acts[0] = fakeAct(act.id, 'ready', 0);
    setPageHidden(false);
    await until(() => lists().length === 2, 'the poll on return');
    await expect.element(row(act).getByText(m.actsStateReady, { exact: true })).toBeVisible();
    // And the rhythm starts again from there.
    await nextPollScheduled();
    await clock.advance(ACTS_POLL_MS);
    await until(() => lists().length === 3, 'the next poll');
  });

  it('a poll that answers after a newer load is ignored', async () => {
    render(<Acts />);
    const act = fake.acts[1]!;
    await expect.element(row(act).getByText(m.actsStateProcessing, { exact: true })).toBeVisible();
    // The poll asks while the act is still being prepared, and its answer is slow.
    fake.holdLists = true;
    await nextPollScheduled();
    await clock.advance(ACTS_POLL_MS);
    await until(() => fake.held.length === 1, 'the held poll');
    fake.holdLists = false;
    // Then the act is ready and the user refreshes: that newer answer comes first.
    fake.acts[1] = fakeAct(act.id, 'ready', 1);
    await userEvent.click(page.getByRole('button', { name: m.actsRefresh }));
    await expect.element(row(act).getByText(m.actsStateReady, { exact: true })).toBeVisible();
    // Now the stale poll answers: the list must not go back to 'Готовится'.
    fake.held.shift()!();
    await until(() => lists().length === 3, 'both answers');
    // The poller schedules again only after the stale reply went through the list's check.
    await nextPollScheduled();
    await expect.element(row(act).getByText(m.actsStateReady, { exact: true })).toBeVisible();
    expect(row(act).getByText(m.actsStateProcessing, { exact: true }).elements()).toHaveLength(0);
  });
});
