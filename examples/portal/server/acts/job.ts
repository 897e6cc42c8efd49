/**
 * Prepares requested acts in the background. An act waits
 * `delayMs` after its request (the portal's stand-in for the accounting system);
 * then whichever portal process polls first claims it in one statement with
 * FOR UPDATE SKIP LOCKED, so processes sharing a PostgreSQL database never
 * prepare one act twice and never wait on each other. The claim is committed
 * at once: a process that dies mid-act leaves a stale claim that another
 * takes over after CLAIM_TIMEOUT. The result is written only while the claim
 * is still this one's (same attempt number).
 */
import type { Db, Queryable } from '../db';
import { actMsg } from '../messages';
import { actLedger } from './ledger';
import { actWorkbook } from './workbook';

/** A claim older than this belongs to a process that stopped: the act is taken over. */
export const CLAIM_TIMEOUT_SECONDS = 300;
/** After this many failed attempts the act is refused with actMsg.failed. */
const MAX_ATTEMPTS = 3;

interface Claimed {
  id: number;
  customer_id: number;
  contract_id: number;
  start: string;
  end: string;
  startdate: string;
  enddate: string;
  attempts: number;
  contract: string;
  party: string;
}

/** Claims one due act (or a stale claim), or null when none is due. */
export async function claimAct(db: Queryable): Promise<Claimed | null> {
  const [row] = await db.query<Claimed>(
    `WITH due AS (
       SELECT id FROM acts
        WHERE (state = 'requested' AND prepare_at <= now())
           OR (state = 'processing' AND (claimed_at IS NULL OR claimed_at < now() - make_interval(secs => $1)))
        ORDER BY prepare_at, id
        LIMIT 1
        FOR UPDATE SKIP LOCKED)
     UPDATE acts a SET state = 'processing', claimed_at = now(), attempts = a.attempts + 1
       FROM due, contracts c, customers cu
      WHERE a.id = due.id AND c.id = a.contract_id AND cu.id = a.customer_id
     RETURNING a.id, a.customer_id, a.contract_id, a.attempts,
               a.startdate::text AS start, a.enddate::text AS "end",
               to_char(a.startdate, 'DD.MM.YYYY') AS startdate, to_char(a.enddate, 'DD.MM.YYYY') AS enddate,
               c.header AS contract,
               COALESCE((SELECT g.company FROM contragents g WHERE g.id = a.contragent_id), cu.name) AS party`,
    [CLAIM_TIMEOUT_SECONDS],
  );
  return row ?? null;
}

/** Makes the claimed act's file (or refuses it) and stores the outcome. */
export async function prepareAct(db: Queryable, act: Claimed): Promise<void> {
  const mine = 'id = $1 AND state = $2 AND attempts = $3';
  try {
    const ledger = await actLedger(db, { customer_id: act.customer_id, contract_id: act.contract_id, start: act.start, end: act.end });
    if (ledger.entries.length === 0 && ledger.opening === 0) {
      await db.query(`UPDATE acts SET state = 'refused', reason = $4, claimed_at = NULL, ready_at = now() WHERE ${mine}`, [
        act.id,
        'processing',
        act.attempts,
        actMsg.noOperations,
      ]);
      return;
    }
    const data = await actWorkbook({ ledger, contract: act.contract, party: act.party, startdate: act.startdate, enddate: act.enddate });
    await db.query(
      `UPDATE acts SET state = 'ready', file_name = $4, data = $5, claimed_at = NULL, ready_at = now(), reason = NULL WHERE ${mine}`,
      [act.id, 'processing', act.attempts, actFileName(act.contract, act.startdate, act.enddate), data],
    );
  } catch (error) {
    console.error(`portal: act ${act.id} failed (attempt ${act.attempts}):`, error);
    const last = act.attempts >= MAX_ATTEMPTS;
    await db.query(
      `UPDATE acts SET state = $4, reason = $5, claimed_at = NULL,
              prepare_at = now() + make_interval(secs => $6) WHERE ${mine}`,
      [act.id, 'processing', act.attempts, last ? 'refused' : 'requested', last ? actMsg.failed : null, 5 * act.attempts],
    );
  }
}

/** A file name without the characters file systems refuse. */
export function actFileName(contract: string, startdate: string, enddate: string): string {
  return actMsg.fileName(contract, startdate, enddate).replace(/[\\/:*?"<>|]+/g, ' ');
}

/** Claims and prepares due acts until none is left; returns how many. */
export async function prepareDueActs(db: Queryable, shouldStop: () => boolean = () => false): Promise<number> {
  let done = 0;
  while (!shouldStop()) {
    const act = await claimAct(db);
    if (!act) break;
    await prepareAct(db, act);
    done++;
  }
  return done;
}

export interface ActJob {
  /** Stops polling and waits for the act in hand (the database may then be closed). */
  stop(): Promise<void>;
}

export interface ActJobOptions {
  /** Milliseconds between looks for due acts. */
  tickMs: number;
}

export function startActJob(db: Db, { tickMs }: ActJobOptions): ActJob {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      running = prepareDueActs(db, () => stopped)
        .then(
          () => undefined,
          (error: unknown) => {
            if (!stopped) console.error('portal: the acts job failed:', error);
          },
        )
        .finally(schedule);
    }, tickMs);
    // Never what keeps the process alive.
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
