/**
 * Purchased-goods reports (docs/api.md "Purchased-goods reports"):
 * purchasedGoods (a page of one of the four reports) and purchasedGoodsXlsx
 * (our addition: the whole report as an .xlsx attachment), both computed from
 * the order history in SQL (reports/query.ts), and the /reports/ page.
 */
import type { Hono } from 'hono';
import { DEFAULT_CATALOG_ACCOUNT, PAGE_SIZE } from '../../../../src/core/constants';
import { formatDate } from '../../../../src/core/format';
import { PURCHASED_REPORTS, PURCHASED_SORT_FIELDS, purchasedPeriod } from '../../../../src/core/rules/purchased-filter';
import { parseSortingParam } from '../../../../src/core/rules/sort';
import { contractFor, toContract, visibleContracts } from '../access';
import { isoDay } from '../db';
import { msg, spec } from '../messages';
import { renderPage } from '../pages/layout';
import { widgetPage } from '../pages/widget-page';
import { createReportCache } from '../reports/cache';
import type { ReportQuery } from '../reports/query';
import { reportFileName, reportWorkbook, REPORT_TITLES } from '../reports/workbook';
import { CATALOG_ROOT_ID } from '../catalog/roots';
import { requireUser, type SessionUser } from '../session';
import type { AppEnv, Deps } from '../types';
import { HttpError, badRequest, object, optInt, optOneOf, optText, parse } from '../validate';
import { api, paginationOf, type Input } from './api';

const MAX_PERPAGE = 100;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const reportSchema = object({
  report: optOneOf('report', PURCHASED_REPORTS),
  contract: optInt('contract'),
  catalog: optInt('catalog'),
  startDate: optText('startDate', 10),
  endDate: optText('endDate', 10),
  sorting: optText('sorting', 40),
  page: optInt('page'),
  perpage: optInt('perpage', 1, MAX_PERPAGE),
});

export function reportRoutes(app: Hono<AppEnv>, { db, catalog }: Deps): void {
  // One per portal: its entries belong to this database.
  const reports = createReportCache();
  /** The request as a report query; 400 for a bad period or sort, 404 for a contract or section not the user's. */
  const read = async (user: SessionUser, input: Input, perpage: number | null) => {
    const q = parse(reportSchema, input);
    const contracts = await visibleContracts(db, user);
    const chosen = q.contract !== undefined ? [(await contractFor(db, user, q.contract)).id] : contracts.map((c) => c.id);
    const period = purchasedPeriod({ startDate: q.startDate, endDate: q.endDate }, new Date());
    if (period === 'invalid') throw badRequest(spec.dateRange);
    const sort = parseSortingParam(q.sorting || null, PURCHASED_SORT_FIELDS);
    if (q.sorting && !sort) throw badRequest(msg.field('sorting', `допустимо: ${PURCHASED_SORT_FIELDS.join(', ')} с _asc или _desc`));
    let catalogPath: string | null = null;
    if (q.catalog !== undefined && q.catalog !== DEFAULT_CATALOG_ACCOUNT) {
      const node = await catalog.node(q.catalog);
      if (!node) throw new HttpError(404, msg.catalogNotFound);
      catalogPath = node.path;
    }
    const report = q.report ?? 'goods';
    const query: ReportQuery = {
      customerId: user.customer_id!,
      contracts: chosen,
      start: isoDay(period.start),
      end: isoDay(period.end),
      catalogPath,
      report,
      sort,
      page: q.page ?? 1,
      perpage: perpage === null ? null : (q.perpage ?? perpage),
    };
    return { query, contracts, period: { startDate: formatDate(period.start), endDate: formatDate(period.end) } };
  };

  api(app, ['GET', 'POST'], 'purchasedGoods', async (c, input) => {
    const user = requireUser(c);
    const { query, contracts, period } = await read(user, input, PAGE_SIZE.purchased);
    const [result, catalogs] = await Promise.all([reports.report(db, query), catalog.children(CATALOG_ROOT_ID)]);
    const perpage = query.perpage!;
    return {
      report: query.report,
      rows: result.rows,
      count: result.count,
      pagination: paginationOf(query.page, perpage, result.count),
      contracts: contracts.map(toContract),
      catalogs,
      total: result.total,
      filter: period,
    };
  });

  // A plain GET answered with the file, so the widget's export is a link (our addition).
  api(app, ['GET'], 'purchasedGoodsXlsx', async (c, input) => {
    const user = requireUser(c);
    const { query, period } = await read(user, input, null);
    const result = await reports.report(db, query);
    const file = reportFileName(query.report, period.startDate, period.endDate);
    const data = await reportWorkbook(query.report, result, `${spec[REPORT_TITLES[query.report]]}, ${period.startDate} — ${period.endDate}`);
    return c.body(new Uint8Array(data), 200, {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${file}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  app.get('/reports', (c) => renderPage(c, db, 'Отчёты', widgetPage('b2b-purchased-goods')));
}
