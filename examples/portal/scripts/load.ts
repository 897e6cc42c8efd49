/**
 * Load test of the catalogue filter: ~500 mixed POST /api/filter/ requests against a
 * running portal, concurrency ~8, plain fetch; prints p50/p95/max.
 *
 *   npm start                       # in another terminal (or any running portal)
 *   node --import tsx examples/portal/scripts/load.ts [url] [--requests 500] [--concurrency 8] [--warmup 100]
 *   node --import tsx examples/portal/scripts/load.ts [url] --target orders    # GET /api/order/
 *   node --import tsx examples/portal/scripts/load.ts [url] --target reports   # GET /api/purchasedGoods/
 *
 * Logs in as the demo user. The request mix is deterministic (seeded PRNG).
 */
import { Rng } from '../server/seed/rng';

interface Args {
  url: string;
  requests: number;
  concurrency: number;
  warmup: number;
  /** 'filter' (POST /api/filter/), 'orders' (GET /api/order/) or 'reports' (GET /api/purchasedGoods/), the last two over the demo user's history. */
  target?: 'filter' | 'orders' | 'reports';
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    url: process.env.PORTAL_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`,
    requests: 500,
    concurrency: 8,
    warmup: 100,
    target: 'filter',
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const next = () => Number(argv[++i]);
    if (a === '--requests') args.requests = next();
    else if (a === '--concurrency') args.concurrency = next();
    else if (a === '--warmup') args.warmup = next();
    else if (a === '--target') {
      const target = argv[++i];
      args.target = target === 'orders' || target === 'reports' ? target : 'filter';
    }
    else if (/^https?:\/\//.test(a)) args.url = a.replace(/\/$/, '');
    else throw new Error(`unknown argument ${a}`);
  }
  return args;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function runLoad(args: Args): Promise<{ p50: number; p95: number; max: number; errors: number; rps: number }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  const login = await fetch(`${args.url}/api/getUserDemo/`, { method: 'POST', headers });
  if (!login.ok) throw new Error(`getUserDemo answered ${login.status}`);
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('b2b_sid='))?.split(';')[0];
  if (!cookie) throw new Error('no session cookie');
  headers.cookie = cookie;

  const init = (await (await fetch(`${args.url}/api/filterinit/`, { method: 'POST', headers })).json()) as {
    catalog_tree: { id: number; children: unknown[] }[];
    contracts: { id: number }[];
  };
  const catalogIds: number[] = [];
  const walk = (nodes: { id: number; children: unknown[] }[]) => {
    for (const n of nodes) {
      catalogIds.push(n.id);
      walk(n.children as { id: number; children: unknown[] }[]);
    }
  };
  walk(init.catalog_tree);
  const first = (await (await fetch(`${args.url}/api/filter/`, { method: 'POST', headers, body: '{}' })).json()) as {
    brands: { data: { id: string }[] };
  };
  const brands = first.brands.data.map((b) => b.id);

  const rng = new Rng(4242);
  const sortings = ['articul_asc', 'articul_desc', 'header_asc', 'header_desc', 'price_asc', 'price_desc', 'price_rrc_asc', 'price_rrc_desc'];
  const words = ['саморез', 'кр-01', 'дрель', 'белый', 'м8', 'кабель', 'краска', 'ин-', 'bosch', 'труба'];
  const tags = ['Импорт', 'Эконом', 'Профессиональный', 'Российское производство'];
  const body = () => {
    const b: Record<string, unknown> = {};
    if (rng.chance(0.7)) b.catalog = rng.pick(catalogIds);
    if (rng.chance(0.4)) b.available = 1;
    if (rng.chance(0.3)) b.warehouse = rng.int(1, 3);
    if (rng.chance(0.25)) b.brand = rng.sample(brands, rng.int(1, 3));
    if (rng.chance(0.25)) {
      b.byprice = 1;
      b.minprice = rng.pick([0, 10, 100, 500]);
      b.maxprice = rng.pick([50, 1000, 5000, 20000]);
    }
    if (rng.chance(0.3)) {
      b.query = rng.pick(words);
      b.search_range = rng.pick(['all', 'articul', 'header']);
    }
    if (rng.chance(0.15)) b.filter = rng.pick(['hit', 'novelty', 'spec']);
    if (rng.chance(0.15)) b.tags = [rng.pick(tags)];
    if (rng.chance(0.2)) b.origin = rng.pick(['catalog', 'additional']);
    if (rng.chance(0.3)) b.contract = rng.pick(init.contracts).id;
    b.sorting = rng.pick(sortings);
    b.page = rng.int(1, 4);
    b.perpage = 20;
    return JSON.stringify(b);
  };

  // The order history: periods, states, paid, contracts, number search, pages.
  const orderQuery = () => {
    const q = new URLSearchParams({ dateselect: rng.pick(['week', 'month', 'quarter', 'year', 'year']) });
    if (rng.chance(0.4)) q.set('state', String(rng.pick([1, 2, 3, 4, 5, 10])));
    if (rng.chance(0.3)) q.set('paid', rng.pick(['0', '1']));
    if (rng.chance(0.4)) q.set('contract', String(rng.pick(init.contracts).id));
    if (rng.chance(0.1)) q.set('projectStatus', String(rng.int(0, 3)));
    if (rng.chance(0.1)) q.set('numberOrder', String(rng.int(100, 3000)));
    q.set('page', String(rng.pick([1, 1, 1, 2, 3, 10])));
    return q.toString();
  };
  // The purchased-goods reports: mostly the default 30 days, often a quarter or a
  // year, sometimes all 24 months; every report, sorts, one contract or one section, pages.
  const ago = (days: number) => {
    const d = new Date(Date.now() - days * 864e5);
    return `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.${d.getFullYear()}`;
  };
  const reportFields = ['articul', 'header', 'qnt', 'sum', 'orders', 'last'];
  const reportQuery = () => {
    const q = new URLSearchParams({ report: rng.pick(['goods', 'often', 'last', 'sum']) });
    const days = rng.pick([0, 0, 0, 0, 90, 90, 365, 365, 365, 730]);
    if (days) {
      q.set('startDate', ago(days));
      q.set('endDate', ago(0));
    }
    if (rng.chance(0.3)) q.set('sorting', `${rng.pick(reportFields)}_${rng.pick(['asc', 'desc'])}`);
    if (rng.chance(0.3)) q.set('contract', String(rng.pick(init.contracts).id));
    if (rng.chance(0.1)) q.set('catalog', String(rng.pick(catalogIds)));
    q.set('page', String(rng.pick([1, 1, 1, 2, 3])));
    return q.toString();
  };
  const request = (): [string, RequestInit] =>
    args.target === 'orders'
      ? [`${args.url}/api/order/?${orderQuery()}`, { headers }]
      : args.target === 'reports'
        ? [`${args.url}/api/purchasedGoods/?${reportQuery()}`, { headers }]
        : [`${args.url}/api/filter/`, { method: 'POST', headers, body: body() }];

  const fire = async (n: number, times: number[] | null) => {
    let next = 0;
    let errors = 0;
    const worker = async () => {
      while (next < n) {
        next++;
        const [url, options] = request();
        const t = performance.now();
        const res = await fetch(url, options);
        await res.arrayBuffer();
        times?.push(performance.now() - t);
        if (!res.ok) errors++;
      }
    };
    await Promise.all(Array.from({ length: args.concurrency }, worker));
    return errors;
  };

  if (args.warmup > 0) await fire(args.warmup, null);
  const times: number[] = [];
  const started = performance.now();
  const errors = await fire(args.requests, times);
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times[times.length - 1] ?? 0,
    errors,
    rps: times.length / seconds,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = parseArgs(process.argv.slice(2));
  const r = await runLoad(args);
  console.log(
    `${args.target}: ${args.requests} requests, concurrency ${args.concurrency} (after ${args.warmup} warm-up) against ${args.url}`,
  );
  console.log(
    `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, max ${r.max.toFixed(1)} ms, ${r.rps.toFixed(0)} req/s, errors ${r.errors}`,
  );
  if (r.errors) process.exitCode = 1;
}
