/**
 * The account page's owner side (spec 7 "Account"): the /account/ page,
 * counterparties (/api/contragent, /api/account), sub-managers (/api/manager,
 * getManagerContragentsContracts, pricepolitics) and the legacy /ajax/ calls.
 * Permissions: every call asks account/scope.ts (scopeFor). The SQL:
 * account/contragents.ts and managers.ts. Requests and replies: docs/api.md.
 */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { contragentAction, contragentIn, contragentSchema, checkInn, listContragents, saveContragent, type RowAction } from '../account/contragents';
import {
  managerAction,
  managerFormChoices,
  managerIn,
  managerSchema,
  listManagers,
  policiesSchema,
  pricePolicies,
  saveManager,
  savePolicies,
  type ManagerAction,
} from '../account/managers';
import { accountOf, scopeFor } from '../account/scope';
import { accountPage } from '../pages/account';
import { esc } from '../pages/html';
import { renderPage } from '../pages/layout';
import { accountMsg, spec } from '../messages';
import { accountMessages as am } from '../../../../src/core/messages/account';
import type { AppEnv, Deps } from '../types';
import { HttpError, int, intList, object, optInt, parse, readInput } from '../validate';
import { api, type Input } from './api';

const idOf = (input: Input) => parse(object({ id: int('id') }), input).id;
const optIdOf = (input: Input) => parse(object({ id: optInt('id') }), input).id;

const ROW_ACTIONS = ['activate', 'deactivate', 'delete'] as const;
const MANAGER_ACTIONS = ['enable', 'disable', 'delete'] as const;

/** `{ action, ids }` of a bulk call, or `{ action }` with the path id. */
function actionOf<const T extends readonly string[]>(input: Input, actions: T): { action: T[number]; ids: number[] } {
  const q = parse(
    object({
      action: v.picklist(actions, `Поле «action»: допустимо: ${actions.join(', ')}`),
      id: optInt('id'),
      ids: intList('ids'),
    }),
    input,
  );
  const ids = [...new Set([...(q.id !== undefined ? [q.id] : []), ...q.ids])];
  if (!ids.length) throw new HttpError(400, accountMsg.noIds);
  return { action: q.action, ids };
}

export function accountRoutes(app: Hono<AppEnv>, { db }: Deps): void {
  app.get('/account', (c) => renderPage(c, db, 'Личный кабинет', accountPage));

  // ---- the account: which sections the caller has, and the counterparties' row actions
  api(
    app,
    ['GET', 'POST'],
    'account',
    async (c, input) => {
      if (c.req.method === 'GET') {
        const { user, sections } = accountOf(c);
        return {
          status: 'success',
          user: { id: user.id, name: user.name, role: user.role, type_id: user.type_id },
          customer: user.customer_id,
          sections,
        };
      }
      const scope = await scopeFor(c, db, 'counterparties', input);
      const { action, ids } = actionOf(input, ROW_ACTIONS);
      await db.transaction((tx) => contragentAction(tx, scope, ids, action));
      return { status: 'success', state: 'success', ids, action };
    },
    { withId: true },
  );

  // ---- counterparties
  api(app, ['GET', 'POST', 'DELETE'], 'contragent', async (c, input) => {
    const scope = await scopeFor(c, db, 'counterparties', input);
    const id = optIdOf(input);
    if (c.req.method === 'GET') {
      if (id !== undefined) return { status: 'success', contragent: await contragentIn(db, scope, id) };
      const contragents = await listContragents(db, scope.customerId);
      return { status: 'success', contragents, count: contragents.length };
    }
    if (c.req.method === 'DELETE') {
      if (id === undefined) throw new HttpError(400, accountMsg.noIds);
      await db.transaction((tx) => contragentAction(tx, scope, [id], 'delete'));
      return { status: 'success', state: 'success' };
    }
    const q = parse(contragentSchema, input);
    const inn = checkInn(q.inn);
    const saved = await db.transaction((tx) => saveContragent(tx, scope, id, { ...q, inn }));
    return { status: 'success', state: 'success', contragent: await contragentIn(db, scope, saved) };
  }, { withId: true });

  // ---- sub-managers
  api(app, ['GET', 'POST', 'DELETE'], 'manager', async (c, input) => {
    const scope = await scopeFor(c, db, 'managers', input);
    const id = optIdOf(input);
    if (c.req.method === 'GET') {
      if (id !== undefined) return { status: 'success', manager: await managerIn(db, scope, id) };
      const managers = await listManagers(db, scope.customerId);
      return { status: 'success', managers, count: managers.length };
    }
    if (c.req.method === 'DELETE') {
      if (id === undefined) throw new HttpError(400, accountMsg.noIds);
      await db.transaction((tx) => managerAction(tx, scope, [id], 'delete'));
      return { status: 'success' };
    }
    // Spec 4: `enabled` toggles between '0' and '1' (a body with `enabled` and no login).
    if (input.login === undefined && input.enabled !== undefined && input.action === undefined) {
      const { enabled } = parse(object({ enabled: v.picklist(['0', '1', 0, 1], 'Поле «enabled»: допустимо: 0, 1') }), input);
      if (id === undefined) throw new HttpError(400, accountMsg.noIds);
      await db.transaction((tx) => managerAction(tx, scope, [id], String(enabled) === '1' ? 'enable' : 'disable'));
      return { status: 'success', manager: await managerIn(db, scope, id) };
    }
    if (input.action !== undefined) {
      const { action, ids } = actionOf(input, MANAGER_ACTIONS);
      await db.transaction((tx) => managerAction(tx, scope, ids, action as ManagerAction));
      return { status: 'success', ids, action };
    }
    const q = parse(managerSchema, input);
    const saved = await db.transaction((tx) => saveManager(tx, scope, id, q));
    return {
      status: 'success',
      state: 'success',
      message: spec.dataSaved,
      manager: await managerIn(db, scope, saved.id),
      ...(saved.passwordSentTo ? { passwordSentTo: saved.passwordSentTo } : {}),
    };
  }, { withId: true });

  api(app, ['POST'], 'getManagerContragentsContracts', async (c, input) => {
    const scope = await scopeFor(c, db, 'managers', input);
    const q = parse(object({ manager_id: optInt('manager_id', 0) }), input);
    return { status: 'success', ...(await managerFormChoices(db, scope, q.manager_id ? q.manager_id : null)) };
  });

  api(
    app,
    ['GET', 'POST'],
    'pricepolitics',
    async (c, input) => {
      const scope = await scopeFor(c, db, 'managers', input);
      const manager = await managerIn(db, scope, idOf(input));
      if (c.req.method === 'POST') {
        const q = parse(policiesSchema, input);
        await db.transaction((tx) => savePolicies(tx, manager.id, q.policies));
      }
      return {
        status: 'success',
        ...(c.req.method === 'POST' ? { message: spec.dataSaved } : {}),
        manager: { id: manager.id, name: manager.name },
        policies: await pricePolicies(db, manager.id),
      };
    },
    { withId: true },
  );

  // ---- legacy fragments and actions
  app.get('/ajax/accounts', async (c) => {
    const scope = await scopeFor(c, db, 'counterparties', await readInput(c));
    const rows = await listContragents(db, scope.customerId);
    return c.html(legacyAccountsTable(rows));
  });
  const legacy = (path: string, run: (c: Context<AppEnv>, input: Input) => Promise<void>) =>
    app.post(path, async (c) => {
      const input = await readInput(c);
      await run(c, input);
      return c.json({ status: 'success' });
    });
  const accountAction = (action: RowAction) => async (c: Context<AppEnv>, input: Input) => {
    const scope = await scopeFor(c, db, 'counterparties', input);
    await db.transaction((tx) => contragentAction(tx, scope, [idOf(input)], action));
  };
  const agentAction = (action: ManagerAction) => async (c: Context<AppEnv>, input: Input) => {
    const scope = await scopeFor(c, db, 'managers', input);
    await db.transaction((tx) => managerAction(tx, scope, [idOf(input)], action));
  };
  legacy('/ajax/activateaccount', accountAction('activate'));
  legacy('/ajax/deactivateaccount', accountAction('deactivate'));
  legacy('/ajax/deleteaccount', accountAction('delete'));
  legacy('/ajax/activateagent', agentAction('enable'));
  legacy('/ajax/deactivateagent', agentAction('disable'));
}

/** The legacy accounts fragment: the counterparties as a plain table (text escaped). */
function legacyAccountsTable(rows: Awaited<ReturnType<typeof listContragents>>): string {
  const body = rows
    .map(
      (r) =>
        `<tr data-id="${r.id}"><td>${esc(r.company)}</td><td>${esc(r.inn)}</td><td>${esc(r.kpp)}</td>` +
        `<td>${r.enabled === '1' ? am.counterpartiesActive : am.counterpartiesInactive}</td>` +
        `<td>${r.duplicate ? am.counterpartiesDuplicate : ''}</td></tr>`,
    )
    .join('');
  return `<table class="table accounts"><thead><tr><th>${am.counterpartiesCompany}</th><th>${am.counterpartiesInn}</th><th>${am.counterpartiesKpp}</th><th>${am.counterpartiesState}</th><th></th></tr></thead><tbody>${body}</tbody></table>`;
}
