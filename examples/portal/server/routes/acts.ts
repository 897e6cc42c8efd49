/**
 * Reconciliation acts (docs/api.md "Reconciliation acts"): POST act
 * asks for an act (contract, counterparty, period), POST/GET getActs lists the
 * customer's acts on the contracts the user may see, GET /files/acts/{id}/
 * downloads a ready act's .xlsx, and /acts/ is the page with <b2b-acts>.
 * acts/requests.ts holds their SQL; acts/job.ts prepares requested acts in the background.
 */
import type { Hono } from 'hono';
import { PAGE_SIZE } from '../../../../src/core/constants';
import { parseDate } from '../../../../src/core/format';
import { actPeriod } from '../../../../src/core/rules/acts';
import { contractFor, toContract, visibleContracts } from '../access';
import { actContragents, actFile, listActs, requestAct } from '../acts/requests';
import { isoDay, type Db } from '../db';
import { actMsg, msg, spec } from '../messages';
import { widgetPage } from '../pages/widget-page';
import { renderPage } from '../pages/layout';
import { requireUser, type SessionUser } from '../session';
import type { AppEnv, Deps } from '../types';
import { badRequest, object, optInt, optText, parse } from '../validate';
import { api, paginationOf } from './api';

const MAX_PERPAGE = 100;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const requestSchema = object({
  contract: optInt('contract'),
  contract_id: optInt('contract_id'),
  contragent: optInt('contragent'),
  contragent_id: optInt('contragent_id'),
  startdate: optText('startdate', 10),
  enddate: optText('enddate', 10),
});

const listSchema = object({ page: optInt('page'), perpage: optInt('perpage', 1, MAX_PERPAGE) });

function date(name: string, value: string | undefined): string {
  if (!value) throw badRequest(actMsg.badDate(name));
  return value;
}

export function actRoutes(app: Hono<AppEnv>, { db, config }: Deps): void {
  const delaySeconds = (config.actDelayMs ?? 5000) / 1000;

  api(app, ['POST'], 'act', async (c, input) => {
    const user = requireUser(c);
    const q = parse(requestSchema, input);
    const startdate = date('startdate', q.startdate);
    const enddate = date('enddate', q.enddate);
    // A date that does not parse says so; a pair in the wrong order gets spec 5's message.
    if (!parseDate(startdate)) throw badRequest(actMsg.badDate('startdate'));
    if (!parseDate(enddate)) throw badRequest(actMsg.badDate('enddate'));
    const period = actPeriod(startdate, enddate);
    if (period === 'invalid') throw badRequest(spec.dateRange);
    const contractId = q.contract ?? q.contract_id;
    if (contractId === undefined) throw badRequest(msg.field('contract', 'не заполнено'));
    const contract = await contractFor(db, user, contractId);
    const act = await requestAct(
      db,
      user,
      { contract: contract.id, contragent: q.contragent ?? q.contragent_id ?? null, start: isoDay(period.start), end: isoDay(period.end) },
      delaySeconds,
    );
    return { status: 'success', act };
  });

  api(app, ['GET', 'POST'], 'getActs', async (c, input) => {
    const user = requireUser(c);
    const q = parse(listSchema, input);
    const page = q.page ?? 1;
    const perpage = q.perpage ?? PAGE_SIZE.acts;
    const contracts = await visibleContracts(db, user);
    const [{ acts, count }, contragents] = await Promise.all([
      listActs(db, user.customer_id, contracts.map((x) => x.id), page, perpage),
      actContragents(db, user.customer_id),
    ]);
    return {
      acts,
      count,
      pagination: paginationOf(page, perpage, count),
      contracts: contracts.map(toContract),
      contragents,
    };
  });

  app.get('/files/acts/:id', (c) => download(c.var.session.user, c.req.param('id'), db));

  app.get('/acts', (c) => renderPage(c, db, 'Акты сверки', widgetPage('b2b-acts')));
}

async function download(user: SessionUser | null, rawId: string, db: Db): Promise<Response> {
  const notFound = () => Response.json({ status: 'error', message: actMsg.actNotFound }, { status: 404 });
  if (!user || user.customer_id == null || !/^\d{1,9}$/.test(rawId)) return notFound();
  const contracts = (await visibleContracts(db, user)).map((x) => x.id);
  const file = await actFile(db, user.customer_id, contracts, Number(rawId));
  if (!file) return notFound();
  return new Response(new Uint8Array(file.data), {
    status: 200,
    headers: {
      'Content-Type': XLSX_TYPE,
      // An ASCII name for old clients, the Russian one for the rest (RFC 6266).
      'Content-Disposition': `attachment; filename="act-${file.id}.xlsx"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
