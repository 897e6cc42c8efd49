/**
 * Contract and warehouse of the basket: the page's session choice, changed
 * through setContract (session store). The server then re-prices the lines
 * and reports the new warehouse's stock; the page's basket store re-reads
 * itself once the server has confirmed the choice (stores/page.ts).
 * The widget's `contract` / `warehouse` attributes ask for that choice once
 * the session is known.
 */
import { useCallback, useEffect } from 'react';
import { useSession, useSessionStore } from '../../stores/react';

export function useContractChoice(props: { contract?: number; warehouse?: number }) {
  const session = useSessionStore();
  const status = useSession((s) => s.status);
  const contracts = useSession((s) => s.contracts);
  const warehouses = useSession((s) => s.warehouses);
  const contractId = useSession((s) => s.contractId);
  const warehouseId = useSession((s) => s.warehouseId);
  const pending = useSession((s) => s.contractPending);
  const error = useSession((s) => s.contractError);
  const retryable = useSession((s) => s.contractRetryable);

  const wantContract = props.contract ?? null;
  const wantWarehouse = props.warehouse ?? null;
  useEffect(() => {
    if (status !== 'ready') return;
    const now = session.getState();
    const contract = wantContract ?? now.contractId;
    const warehouse = wantWarehouse ?? now.warehouseId;
    if (contract === null || (contract === now.contractId && warehouse === now.warehouseId)) return;
    void session.chooseContract(contract, warehouse ?? undefined);
  }, [status, wantContract, wantWarehouse, session]);

  const chooseContract = useCallback((id: number) => void session.chooseContract(id), [session]);
  const chooseWarehouse = useCallback((id: number) => void session.chooseWarehouse(id), [session]);
  const resend = useCallback(() => void session.retryContract(), [session]);
  /** Sends the choice again; undefined when that cannot help (a refusal). */
  const retry = retryable ? resend : undefined;

  return { status, contracts, warehouses, contractId, warehouseId, pending, error, chooseContract, chooseWarehouse, retry };
}
