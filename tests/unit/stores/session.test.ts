import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, resetConfig } from '../../../src/core/config';
import { httpError, timeoutError } from '../../../src/core/api/errors';
import { t } from '../../../src/core/messages/text';
import { defaultMessages } from '../../../src/core/messages';
import {
  contractNotice,
  createSessionStore,
  effectiveContract,
  selectChosenContract,
  selectStopOrders,
  type SessionStore,
} from '../../../src/stores/session';
import type { Contract, InitData } from '../../../src/stores/types';
import { drain, ManualApi } from './manual-api';

const stopped: Contract = { id: 1, header: 'Договор 1', stopOrders: true, debtAlert: 'Долг 10 000 ₽' };
const inDebt: Contract = { id: 2, header: 'Договор 2', stopOrders: false, debtAlert: 'Оплатите счёт' };
const clean: Contract = { id: 3, header: 'Договор 3', stopOrders: false, debtAlert: null };

const init: InitData = {
  user: { id: 5, name: 'Демо', login: 'demo', isDemo: true, type_id: 2, role: 'customer' },
  contracts: [stopped, inDebt, clean],
  selectedContract: 3,
  warehouses: [
    { id: 1, header: 'Москва', pos: 1 },
    { id: 2, header: 'Казань', pos: 2 },
  ],
  warehouseIdDefault: 1,
};

let api: ManualApi;
let session: SessionStore;

async function loaded(): Promise<void> {
  const load = session.ensureLoaded();
  api.next('initdata').resolve(init);
  await load;
}

beforeEach(() => {
  api = new ManualApi();
  session = createSessionStore({ api: api.session });
});

describe('loading', () => {
  it('sends one initdata however many widgets ask', async () => {
    const callers = Array.from({ length: 8 }, () => session.ensureLoaded());
    expect(session.getState().status).toBe('loading');
    api.next('initdata').resolve(init);
    await Promise.all(callers);
    await session.ensureLoaded();
    expect(api.count('initdata')).toBe(1);
    expect(session.getState()).toMatchObject({
      status: 'ready',
      user: { login: 'demo', isDemo: true },
      contractId: 3,
      warehouseId: 1,
      warehouses: init.warehouses,
    });
  });

  it('records a Russian error; ensureLoaded does not hammer the server, retry() loads again', async () => {
    const load = session.ensureLoaded();
    api.next('initdata').reject(timeoutError());
    await load;
    expect(session.getState()).toMatchObject({ status: 'error', error: t('timeoutError') });
    await session.ensureLoaded();
    expect(api.count('initdata')).toBe(1);
    const again = session.retry();
    api.next('initdata').resolve(init);
    await again;
    expect(session.getState()).toMatchObject({ status: 'ready', error: null });
  });

  it('loads filterinit (catalogue tree) once, on demand', async () => {
    await loaded();
    const a = session.ensureCatalog();
    const b = session.ensureCatalog();
    await drain();
    api.next('filterinit').resolve({ ...init, catalog_tree: [{ id: 1223, header: 'Каталог', children: [] }] });
    await Promise.all([a, b]);
    expect(api.count('filterinit')).toBe(1);
    expect(session.getState()).toMatchObject({ catalogStatus: 'ready', catalogTree: [{ id: 1223 }], contractId: 3 });
  });
});

describe('a visitor (initdata user: null)', () => {
  it('whenCustomer() waits for initdata and says false; the catalogue tree is not asked for', async () => {
    const customer = session.whenCustomer();
    const catalog = session.ensureCatalog();
    await drain();
    expect(api.count('filterinit')).toBe(0);
    api.next('initdata').resolve({ ...init, user: null, contracts: [], selectedContract: null });
    expect(await customer).toBe(false);
    await catalog;
    expect(api.count('filterinit')).toBe(0);
    expect(session.getState()).toMatchObject({ catalogStatus: 'ready', catalogTree: [] });
  });

  it('a logged-in user is a customer; so is an unknown one when initdata failed (the customer call shows its error)', async () => {
    const customer = session.whenCustomer();
    api.next('initdata').resolve(init);
    expect(await customer).toBe(true);
    const other = createSessionStore({ api: api.session });
    const unknown = other.whenCustomer();
    api.next('initdata').reject(timeoutError());
    expect(await unknown).toBe(true);
  });
});

describe('the page says who it was rendered for (b2b:signed-in)', () => {
  afterEach(() => resetConfig());

  it('signed in: customer calls need not wait for initdata, which still loads', async () => {
    configure({ signedIn: true });
    expect(await session.whenCustomer()).toBe(true);
    expect(api.count('initdata')).toBe(1);
    api.next('initdata').resolve({ ...init, user: null, contracts: [], selectedContract: null });
    await drain();
    // Once initdata has answered, its answer is the truth.
    expect(await session.whenCustomer()).toBe(false);
  });

  it('a visitor: no customer call, without waiting', async () => {
    configure({ signedIn: false });
    expect(await session.whenCustomer()).toBe(false);
    const catalog = session.ensureCatalog();
    await drain();
    await catalog;
    expect(api.count('filterinit')).toBe(0);
  });
});

describe('choosing a contract', () => {
  it('shows the choice at once and keeps what the server confirms', async () => {
    await loaded();
    const confirmed: unknown[] = [];
    session.subscribeConfirmedChoice((c) => confirmed.push(c));
    const choice = session.chooseContract(2, 2);
    expect(session.getState()).toMatchObject({ contractId: 2, warehouseId: 2, contractPending: true });
    await drain();
    expect(api.next('setContract').body).toEqual({ id: 2, wms: 2 });
    api.next('setContract').resolve({ status: 'success', selectedContract: 2, actualWms: 2 });
    expect(await choice).toBe(true);
    expect(session.getState()).toMatchObject({ contractId: 2, warehouseId: 2, contractPending: false, contractError: null });
    expect(confirmed).toEqual([{ contractId: 2, warehouseId: 2 }]);
  });

  it('rolls back with the server message on failure; retryContract sends it again', async () => {
    await loaded();
    const choice = session.chooseContract(1);
    await drain();
    api.next('setContract').reject(httpError(409, { status: 'error', message: 'Уведомление о приостановке заказов: долг' }));
    expect(await choice).toBe(false);
    expect(session.getState()).toMatchObject({
      contractId: 3,
      warehouseId: 1,
      contractPending: false,
      contractError: 'Уведомление о приостановке заказов: долг',
    });
    const again = session.retryContract();
    expect(session.getState()).toMatchObject({ contractId: 1, contractError: null });
    await drain();
    api.next('setContract').resolve({ status: 'success', selectedContract: 1, actualWms: 1 });
    expect(await again).toBe(true);
    expect(session.getState().contractId).toBe(1);
  });

  it('sends choices one at a time and skips those replaced before they went out', async () => {
    await loaded();
    const first = session.chooseContract(1);
    await drain();
    const second = session.chooseContract(2);
    const third = session.chooseContract(1, 2);
    expect(session.getState()).toMatchObject({ contractId: 1, warehouseId: 2 });
    expect(api.open.filter((c) => c.method === 'setContract')).toHaveLength(1);
    // The first reply comes while a newer choice is on screen: it must not replace it.
    api.next('setContract').resolve({ status: 'success', selectedContract: 1, actualWms: 1 });
    await drain();
    expect(session.getState()).toMatchObject({ contractId: 1, warehouseId: 2, contractPending: true });
    expect(await first).toBe(false);
    expect(await second).toBe(false);
    expect(api.next('setContract').body).toEqual({ id: 1, wms: 2 });
    api.next('setContract').resolve({ status: 'success', selectedContract: 1, actualWms: 2 });
    expect(await third).toBe(true);
    expect(api.count('setContract')).toBe(2);
    expect(session.getState()).toMatchObject({ contractId: 1, warehouseId: 2, contractPending: false });
  });

  it('keeps a choice made before initdata arrived', async () => {
    const load = session.ensureLoaded();
    const choice = session.chooseContract(2);
    api.next('initdata').resolve(init);
    await load;
    expect(session.getState().contractId).toBe(2);
    await drain();
    api.next('setContract').resolve({ status: 'success', selectedContract: 2, actualWms: 1 });
    await choice;
    expect(session.getState().contractId).toBe(2);
  });
});

describe('notices and overrides', () => {
  it('derives the spec notices from the chosen contract', async () => {
    await loaded();
    expect(selectChosenContract(session.getState())).toBe(clean);
    expect(selectStopOrders(session.getState())).toBe(false);
    expect(contractNotice(clean)).toBeNull();
    expect(contractNotice(stopped)).toEqual({ kind: 'stopOrders', title: defaultMessages.stopOrdersTitle, text: 'Долг 10 000 ₽' });
    expect(contractNotice(inDebt)).toEqual({ kind: 'debt', title: defaultMessages.debtTitle, text: 'Оплатите счёт' });
    void session.chooseContract(1);
    expect(selectStopOrders(session.getState())).toBe(true);
  });

  it("lets a widget's attributes win over the page's choice, field by field", async () => {
    await loaded();
    const s = session.getState();
    expect(effectiveContract(s)).toEqual({ contractId: 3, warehouseId: 1, contract: clean });
    expect(effectiveContract(s, { contract: 2 })).toEqual({ contractId: 2, warehouseId: 1, contract: inDebt });
    expect(effectiveContract(s, { warehouse: 2, contract: null })).toEqual({ contractId: 3, warehouseId: 2, contract: clean });
    expect(effectiveContract(s, { contract: 99 })).toEqual({ contractId: 99, warehouseId: 1, contract: null });
  });
});
