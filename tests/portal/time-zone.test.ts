// One time zone for the whole portal: a letter in /admin/mail/,
// a draft and an order placed at the same instant show the same
// date and time, on the clock the README states (PORTAL_TIME_ZONE), whatever the
// machine's own zone. The instant is chosen so UTC and Moscow disagree on the day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_TIME_ZONE } from '../../src/core/constants';
import { START_TIMEOUT, startTestPortal, type TestPortal } from './helpers';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
}, START_TIMEOUT);
afterAll(() => t?.close());

/** 26.11.2026 20:45 UTC: already 23:45 in Moscow; the 27th would show for a zone 4+ hours east. */
const INSTANT = '2026-11-26T20:45:00Z';
const wallClock = () => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: PORTAL_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(new Date(INSTANT))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.day}.${parts.month}.${parts.year}`, time: `${parts.hour}:${parts.minute}` };
};

describe('one time zone', () => {
  it('the README states the zone the code uses', async () => {
    const { readFile } = await import('node:fs/promises');
    const readme = await readFile(new URL('../../examples/portal/README.md', import.meta.url), 'utf8');
    expect(readme).toContain(PORTAL_TIME_ZONE);
  });

  it('the mail outbox, drafts and orders show one instant as the same date and time', async () => {
    const { date, time } = wallClock();
    const db = t.portal.db;
    const demo = await t.demo();
    const [{ id: userId, customer_id: customerId }] = await db.query<{ id: number; customer_id: number }>("SELECT id, customer_id FROM users WHERE login = 'demo'") as [{ id: number; customer_id: number }];

    await db.query("INSERT INTO mail_outbox (to_email, subject, body, kind, created_at) VALUES ('tz@example.ru', 'Часовой пояс', 'Письмо', 'mail', $1)", [INSTANT]);
    const outbox = (await (await t.login('admin')).text('/admin/mail/')).text;
    const letter = outbox.split('<tr').find((row) => row.includes('tz@example.ru'))!;
    expect(letter).toContain(`${date} ${time}`);

    const [draft] = await db.query<{ id: number }>(
      "INSERT INTO drafts (user_id, customer_id, contract_id, header, created_at) VALUES ($1, $2, NULL, 'Черновик в полночь', $3) RETURNING id",
      [userId, customerId, INSTANT],
    );
    const drafts = await demo.apiGet('drafts', { perpage: 100 });
    const shown = (drafts.body.drafts as { id: number; date: string; time: string }[]).find((d) => d.id === draft!.id)!;
    expect({ date: shown.date, time: shown.time }).toEqual({ date, time });

    const [order] = await db.query<{ id: number }>('SELECT id FROM orders WHERE user_id = $1 ORDER BY id LIMIT 1', [userId]);
    await db.query('UPDATE orders SET created_at = $2 WHERE id = $1', [order!.id, INSTANT]);
    const detail = await demo.apiGet(`order/${order!.id}`);
    expect(detail.body.order.date).toBe(date);
    expect(detail.body.order.placedAt).toBe(`${date} ${time}`);
  });
});
