/**
 * Fake reconciliation acts for stories and component tests: one in
 * each state by default, newest first. Handlers in handlers/acts.ts read and
 * change it; a test moves an act on (`fake.acts[0].state = 'ready'`) the way
 * the portal's job does, and may hold list replies back to answer out of order.
 */
import { format, subDays, subMonths } from 'date-fns';
import { inPortalZone } from '../core/format';
import type { Act, ActContragent } from '../core/types';
import type { ActState } from '../core/rules/acts';
import * as fx from './fixtures';
import type { FakeState } from './state';

export interface FakeActs {
  acts: Act[];
  contragents: ActContragent[];
  /** The next call of this kind fails with status and message (then the fake works again). */
  failNext: Partial<Record<'list' | 'request', { status: number; message: string }>>;
  /** Requests seen, in order: 'list page=1 perpage=20', 'act contract=103 contragent=1 01.01.2025-01.01.2026'. */
  log: string[];
  /**
   * While set, each list reply is made when asked (a snapshot of `acts`) but
   * sent only when the test calls the release function pushed here.
   */
  holdLists: boolean;
  held: (() => void)[];
}

export const FAKE_REFUSAL = 'По договору нет операций и задолженности за этот период';

const day = (d: Date) => format(d, 'dd.MM.yyyy');

/** A fake act `i` days old in `state`. */
export function fakeAct(id: number, state: ActState, i: number, contract = fx.contracts[i % fx.contracts.length]!): Act {
  const end = subDays(inPortalZone(), i * 30);
  return {
    id,
    contract_id: contract.id,
    contragent_id: 1,
    startdate: day(subMonths(end, 12)),
    enddate: day(end),
    contract: contract.header,
    contragent: 'ООО «Демо-Строй»',
    requested: `${day(subDays(inPortalZone(), i))} ${String(9 + i).padStart(2, '0')}:15`,
    state,
    reason: state === 'refused' ? FAKE_REFUSAL : null,
    file: state === 'ready' ? { link: `/files/acts/${id}/`, name: `Акт сверки ${contract.header}.xlsx` } : null,
  };
}

/** `count` acts, newest first, cycling through requested, processing, ready and refused. */
export function createActs(_state: FakeState, count = 4, states: readonly ActState[] = ['requested', 'processing', 'ready', 'refused']): FakeActs {
  const acts: Act[] = [];
  for (let i = 0; i < count; i++) acts.push(fakeAct(100 + count - i, states[i % states.length]!, i));
  return {
    acts,
    contragents: [
      { id: 1, company: 'ООО «Демо-Строй»' },
      { id: 2, company: 'ИП Иванов Иван Иванович' },
    ],
    failNext: {},
    log: [],
    holdLists: false,
    held: [],
  };
}
