/**
 * The page-wide session store: who is logged in, their contracts and
 * warehouses, which contract and warehouse are chosen, and the notices the
 * chosen contract carries (spec §6). Every widget on the page reads it; the
 * first to ask loads it and the others share that one request.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { getConfig } from '../core/config';
import { t } from '../core/messages/text';
import type { SessionApi } from './api';
import { errorText, mayHaveApplied, retryHelps, settle } from './api-errors';
import type { CatalogNode, Contract, FilterInitData, InitData, User, Warehouse } from './types';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SessionState {
  status: LoadStatus;
  /** Russian text of the failed initdata call; `retry()` repeats it. */
  error: string | null;
  user: User | null;
  contracts: readonly Contract[];
  warehouses: readonly Warehouse[];
  warehouseIdDefault: number | null;
  /** The chosen contract and warehouse as shown (optimistic while a choice is sent). */
  contractId: number | null;
  warehouseId: number | null;
  /** A setContract call is on its way. */
  contractPending: boolean;
  /** Russian text of the last failed choice; the choice was rolled back. */
  contractError: string | null;
  /** `retryContract()` can help that failure (no answer, 5xx); a refusal it cannot. */
  contractRetryable: boolean;
  /** From filterinit, loaded on demand by the widgets that show the catalogue tree. */
  catalogTree: readonly CatalogNode[] | null;
  catalogStatus: LoadStatus;
  catalogError: string | null;
  /** `retryCatalog()` can help that failure (no answer, 5xx); a refusal it cannot. */
  catalogRetryable: boolean;
}

export interface ContractChoice {
  contractId: number | null;
  warehouseId: number | null;
}

export interface SessionStore {
  store: StoreApi<SessionState>;
  getState(): SessionState;
  /** initdata once per page, however many widgets ask. Never rejects: see `status`/`error`. */
  ensureLoaded(): Promise<void>;
  /** Loads initdata again after a failure. */
  retry(): Promise<void>;
  /**
   * Loads initdata (once) and tells whether customer calls (basket, catalogue,
   * chat) make sense: false for a visitor (`user: null`), whom the server
   * would answer 401; true for a logged-in user, and when initdata failed
   * (the customer call then shows what is wrong, with its own retry).
   */
  whenCustomer(): Promise<boolean>;
  /** filterinit once per page (catalogue tree). Never rejects: see `catalogStatus`. */
  ensureCatalog(): Promise<void>;
  retryCatalog(): Promise<void>;
  /**
   * Shows the choice at once and sends setContract; rolls back on failure.
   * Resolves true when the server confirmed this choice, false when it failed
   * or a newer choice replaced it before it was sent. The warehouse defaults
   * to the one chosen now.
   */
  chooseContract(contractId: number, warehouseId?: number): Promise<boolean>;
  chooseWarehouse(warehouseId: number): Promise<boolean>;
  /** Sends the choice that failed last time again. */
  retryContract(): Promise<boolean>;
  /** Called when the server-confirmed choice changes (the basket re-reads then). */
  subscribeConfirmedChoice(listener: (choice: ContractChoice) => void): () => void;
}

export interface SessionStoreOptions {
  api: SessionApi;
}

function initialState(): SessionState {
  return {
    status: 'idle',
    error: null,
    user: null,
    contracts: [],
    warehouses: [],
    warehouseIdDefault: null,
    contractId: null,
    warehouseId: null,
    contractPending: false,
    contractError: null,
    contractRetryable: false,
    catalogTree: null,
    catalogStatus: 'idle',
    catalogError: null,
    catalogRetryable: false,
  };
}

/** A load that runs once, shares its in-flight promise, and can be retried. */
function onceLoader(run: () => Promise<void>, status: () => LoadStatus): { ensure(): Promise<void>; retry(): Promise<void> } {
  let inFlight: Promise<void> | null = null;
  const start = () => {
    inFlight ??= run().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
  return {
    ensure: () => (status() === 'idle' ? start() : (inFlight ?? Promise.resolve())),
    retry: () => (status() === 'ready' ? Promise.resolve() : start()),
  };
}

export function createSessionStore({ api }: SessionStoreOptions): SessionStore {
  const store = createStore<SessionState>()(initialState);
  const confirmedListeners = new Set<(choice: ContractChoice) => void>();
  /** Bumps on every local choice; replies for older choices do not touch the screen. */
  let choiceVersion = 0;
  let confirmed: ContractChoice = { contractId: null, warehouseId: null };
  /** setContract calls go one at a time, so the server sees choices in the user's order. */
  let choiceChain: Promise<unknown> = Promise.resolve();
  let failedChoice: { contractId: number; warehouseId: number | undefined } | null = null;

  function setConfirmed(next: ContractChoice): void {
    if (next.contractId === confirmed.contractId && next.warehouseId === confirmed.warehouseId) return;
    // Learning the choice from initdata is not a change: nobody's data is stale yet.
    const learned = confirmed.contractId === null;
    confirmed = next;
    if (!learned) for (const listener of confirmedListeners) listener(next);
  }

  /** The server's idea of the choice, taken only if no local choice came after `sentVersion`. */
  function applyServerChoice(data: InitData | FilterInitData, sentVersion: number): Partial<SessionState> {
    const contractId = data.selectedContract ?? data.contracts[0]?.id ?? null;
    const current = store.getState();
    const warehouseId = current.status === 'ready' ? current.warehouseId : data.warehouseIdDefault;
    if (sentVersion !== choiceVersion || current.contractPending) return {};
    setConfirmed({ contractId, warehouseId });
    return { contractId, warehouseId };
  }

  const initLoader = onceLoader(
    async () => {
      store.setState({ status: 'loading', error: null });
      const sentVersion = choiceVersion;
      const result = await settle(api.initdata());
      if (!result.ok) {
        store.setState({ status: 'error', error: errorText(result.error) });
        return;
      }
      const data = result.value;
      store.setState({
        ...applyServerChoice(data, sentVersion),
        status: 'ready',
        error: null,
        user: data.user,
        contracts: data.contracts,
        warehouses: data.warehouses,
        warehouseIdDefault: data.warehouseIdDefault,
      });
    },
    () => store.getState().status,
  );

  async function whenCustomer(): Promise<boolean> {
    // The page said who it was rendered for: the first calls need not wait
    // for initdata's round trip. Its answer, once here, is the truth.
    const { signedIn } = getConfig();
    if (signedIn !== undefined && store.getState().status !== 'ready') {
      void initLoader.ensure();
      return signedIn;
    }
    await initLoader.ensure();
    return !selectVisitor(store.getState());
  }

  const catalogLoader = onceLoader(
    async () => {
      store.setState({ catalogStatus: 'loading', catalogError: null });
      // A visitor has no catalogue of their own: filterinit would be refused.
      if (!(await whenCustomer())) {
        store.setState({ catalogStatus: 'ready', catalogTree: [] });
        return;
      }
      const sentVersion = choiceVersion;
      const result = await settle(api.filterinit());
      if (!result.ok) {
        store.setState({ catalogStatus: 'error', catalogError: errorText(result.error), catalogRetryable: retryHelps(result.error) });
        return;
      }
      const data = result.value;
      const hadChoice = store.getState().contractId !== null;
      store.setState({
        ...(hadChoice ? {} : applyServerChoice(data, sentVersion)),
        catalogStatus: 'ready',
        catalogError: null,
        catalogTree: data.catalog_tree,
        contracts: data.contracts,
        warehouses: data.warehouses,
        warehouseIdDefault: data.warehouseIdDefault,
      });
    },
    () => store.getState().catalogStatus,
  );

  async function sendChoice(version: number, contractId: number, warehouseId: number | undefined): Promise<boolean> {
    // Only the newest choice goes out; older ones queued behind a slow call are dropped.
    if (version !== choiceVersion) return false;
    const result = await settle(api.setContract(warehouseId === undefined ? { id: contractId } : { id: contractId, wms: warehouseId }));
    const latest = version === choiceVersion;
    if (result.ok) {
      setConfirmed({ contractId: result.value.selectedContract, warehouseId: result.value.actualWms });
      if (latest) {
        failedChoice = null;
        store.setState({ ...confirmed, contractPending: false, contractError: null });
      }
      return latest;
    }
    if (latest) {
      failedChoice = { contractId, warehouseId };
      store.setState({ ...confirmed, contractPending: false, contractError: errorText(result.error), contractRetryable: retryHelps(result.error) });
    }
    // The server may have switched after all: ask it, quietly.
    if (mayHaveApplied(result.error)) void refreshChoice();
    return false;
  }

  async function refreshChoice(): Promise<void> {
    const sentVersion = choiceVersion;
    const result = await settle(api.initdata());
    if (result.ok) store.setState(applyServerChoice(result.value, sentVersion));
  }

  function chooseContract(contractId: number, warehouseId?: number): Promise<boolean> {
    const wms = warehouseId ?? store.getState().warehouseId ?? undefined;
    const version = ++choiceVersion;
    store.setState({ contractId, warehouseId: wms ?? null, contractPending: true, contractError: null });
    const run = choiceChain.then(() => sendChoice(version, contractId, wms));
    choiceChain = run;
    return run;
  }

  function chooseWarehouse(warehouseId: number): Promise<boolean> {
    const { contractId } = store.getState();
    if (contractId === null) return Promise.resolve(false);
    return chooseContract(contractId, warehouseId);
  }

  function retryContract(): Promise<boolean> {
    if (!failedChoice) return Promise.resolve(false);
    return chooseContract(failedChoice.contractId, failedChoice.warehouseId);
  }

  return {
    store,
    getState: store.getState,
    ensureLoaded: initLoader.ensure,
    retry: initLoader.retry,
    whenCustomer,
    ensureCatalog: catalogLoader.ensure,
    retryCatalog: catalogLoader.retry,
    chooseContract,
    chooseWarehouse,
    retryContract,
    subscribeConfirmedChoice(listener) {
      confirmedListeners.add(listener);
      return () => confirmedListeners.delete(listener);
    },
  };
}

// ---- selectors (stable results: safe for useStore) ----------------------

/** initdata said nobody is logged in: the widgets make no customer calls. */
export function selectVisitor(state: SessionState): boolean {
  return state.status === 'ready' && state.user === null;
}

export function selectChosenContract(state: SessionState): Contract | null {
  return state.contracts.find((c) => c.id === state.contractId) ?? null;
}

/** Spec §4: a contract with stopOrders blocks order processing. */
export function selectStopOrders(state: SessionState): boolean {
  return selectChosenContract(state)?.stopOrders ?? false;
}

export interface ContractNotice {
  kind: 'stopOrders' | 'debt';
  /** 'Уведомление о приостановке заказов' or 'Уведомление о просроченной задолженности'. */
  title: string;
  /** The contract's debtAlert text (may be empty for a stop without a text). */
  text: string;
}

/**
 * Spec §6: a stop-orders contract shows the stop notice with its debt alert;
 * any other contract with a debt alert shows the overdue-debt notice. One
 * notice at most: the stop notice already carries the debt text.
 */
export function contractNotice(contract: Contract | null): ContractNotice | null {
  if (!contract) return null;
  if (contract.stopOrders) return { kind: 'stopOrders', title: t('stopOrdersTitle'), text: contract.debtAlert ?? '' };
  if (contract.debtAlert) return { kind: 'debt', title: t('debtTitle'), text: contract.debtAlert };
  return null;
}

export interface EffectiveContract {
  contractId: number | null;
  warehouseId: number | null;
  /** The contract's record when the session knows it. */
  contract: Contract | null;
}

export interface ContractOverride {
  /** A widget's `contract` attribute. */
  contract?: number | null;
  /** A widget's `warehouse` attribute. */
  warehouse?: number | null;
}

/** A widget's attributes win over the page's choice, field by field. */
export function effectiveContract(
  state: Pick<SessionState, 'contracts' | 'contractId' | 'warehouseId'>,
  override: ContractOverride = {},
): EffectiveContract {
  const contractId = override.contract ?? state.contractId;
  return {
    contractId,
    warehouseId: override.warehouse ?? state.warehouseId,
    contract: state.contracts.find((c) => c.id === contractId) ?? null,
  };
}
