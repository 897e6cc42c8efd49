/**
 * What the catalogue filter takes from the page session and gives back to it:
 * - the defaults where the address is silent: the element's attributes, the
 *   legacy catalogId cookie, the session's chosen contract and warehouse;
 * - the catalogue tree, contracts and warehouses (filterinit);
 * - an address that names a contract or warehouse makes it the page's choice
 *   (setContract), so a shared link or Back also switches the basket and the
 *   header; the page hears `b2b-contract-change` once the server agreed.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readCatalogId } from '../../core/cookies';
import { DEFAULT_CATALOG, PAGE_SIZE } from '../../core/constants';
import type { CatalogNode, Contract, Warehouse } from '../../core/types';
import { contractNotice, selectVisitor, type ContractNotice } from '../../stores/session';
import { useSession, useSessionStore } from '../../stores/react';
import { knownOnly, type FilterDefaults, type FilterState, type Origin } from './filter-url';

export interface FilterSessionProps {
  contract?: number;
  warehouse?: number;
  catalog?: number;
  origin?: Origin;
  perPage?: number;
}

export interface FilterSession {
  /** The address's state without a contract or warehouse the session does not know. */
  state: FilterState;
  defaults: FilterDefaults;
  /** The filter request may go: the session knows the choice, or the element named both. */
  ready: boolean;
  /** initdata said nobody is logged in: no filter call goes, the results say why. */
  visitor: boolean;
  contracts: readonly Contract[];
  warehouses: readonly Warehouse[];
  tree: readonly CatalogNode[] | null;
  treeStatus: 'idle' | 'loading' | 'ready' | 'error';
  treeError: string | null;
  /** Reads the tree again; undefined when that cannot help (a refusal). */
  retryTree: (() => void) | undefined;
  notice: ContractNotice | null;
  /** Russian text of a refused contract/warehouse choice, and its retry (undefined when that cannot help). */
  choiceError: string | null;
  retryChoice: (() => void) | undefined;
}

function isOrigin(value: unknown): value is Origin {
  return value === 'catalog' || value === 'additional';
}

export function useFilterSession(
  props: FilterSessionProps,
  addressState: FilterState,
  /** The server accepted the address's contract/warehouse as the page's choice. */
  onChanged: (contract: number, warehouse: number | undefined) => void,
): FilterSession {
  const session = useSessionStore();
  useEffect(() => {
    void session.ensureLoaded();
    void session.ensureCatalog();
  }, [session]);

  const status = useSession((s) => s.status);
  const contracts = useSession((s) => s.contracts);
  const warehouses = useSession((s) => s.warehouses);
  const contractId = useSession((s) => s.contractId);
  const warehouseId = useSession((s) => s.warehouseId);
  const warehouseIdDefault = useSession((s) => s.warehouseIdDefault);
  const pending = useSession((s) => s.contractPending);
  const choiceError = useSession((s) => s.contractError);
  const tree = useSession((s) => s.catalogTree);
  const treeStatus = useSession((s) => s.catalogStatus);
  const treeError = useSession((s) => s.catalogError);
  const treeRetryable = useSession((s) => s.catalogRetryable);
  const choiceRetryable = useSession((s) => s.contractRetryable);
  const state = useMemo(() => knownOnly(addressState, contracts, warehouses), [addressState, contracts, warehouses]);
  const changed = useRef(onChanged);
  useEffect(() => {
    changed.current = onChanged;
  });
  // The sidebar's cookie is read once: later writes are our own selections, already in the address.
  const [cookieCatalog] = useState(() => readCatalogId());

  const defaults = useMemo<FilterDefaults>(
    () => ({
      catalog: props.catalog ?? cookieCatalog ?? DEFAULT_CATALOG,
      contract: props.contract ?? contractId,
      warehouse: props.warehouse ?? warehouseId ?? warehouseIdDefault,
      origin: isOrigin(props.origin) ? props.origin : null,
      perPage: props.perPage && props.perPage > 0 ? Math.floor(props.perPage) : PAGE_SIZE.catalogue,
    }),
    [props.catalog, props.contract, props.warehouse, props.origin, props.perPage, cookieCatalog, contractId, warehouseId, warehouseIdDefault],
  );

  const sessionSettled = status === 'ready' || status === 'error' || treeStatus === 'ready';
  const namedBoth = (state.contract ?? props.contract) != null && (state.warehouse ?? props.warehouse) != null;
  // A visitor's filter call would be refused (401): the results wait for a login.
  const visitor = useSession(selectVisitor);
  const ready = !visitor && (sessionSettled || namedBoth);

  // An address naming a contract or warehouse becomes the page's choice, once per address value.
  const tried = useRef<string | null>(null);
  useEffect(() => {
    if (status !== 'ready' || pending) return;
    const wantContract = state.contract ?? contractId;
    const wantWarehouse = state.warehouse ?? warehouseId;
    if (wantContract === null) return;
    const key = `${wantContract}:${wantWarehouse ?? ''}`;
    if (wantContract === contractId && wantWarehouse === warehouseId) {
      tried.current = key;
      return;
    }
    if (tried.current === key) return;
    tried.current = key;
    const warehouse = wantWarehouse ?? undefined;
    void session.chooseContract(wantContract, warehouse).then((ok) => {
      if (ok) changed.current(wantContract, warehouse);
    });
  }, [session, status, pending, state.contract, state.warehouse, contractId, warehouseId]);

  const retryTree = useCallback(() => void session.retryCatalog(), [session]);
  const retryChoice = useCallback(() => void session.retryContract(), [session]);
  const noticeContract = defaultsContract(state.contract ?? defaults.contract, contracts);
  const notice = useMemo(() => contractNotice(noticeContract), [noticeContract]);

  return {
    state,
    defaults,
    ready,
    visitor,
    contracts,
    warehouses,
    tree,
    treeStatus,
    treeError,
    retryTree: treeRetryable ? retryTree : undefined,
    notice,
    choiceError,
    retryChoice: choiceRetryable ? retryChoice : undefined,
  };
}

function defaultsContract(id: number | null, contracts: readonly Contract[]): Contract | null {
  return id === null ? null : (contracts.find((c) => c.id === id) ?? null);
}
