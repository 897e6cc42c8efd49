/**
 * A fake of the account owner's data (counterparties, sub-managers, the contracts
 * tree, price policies) for the msw handlers of handlers/account-owner.ts.
 */
export interface FakeContragent {
  id: number;
  company: string;
  inn: string;
  kpp: string;
  enabled: '0' | '1';
  duplicate: boolean;
}

export interface FakeManager {
  id: number;
  login: string;
  name: string;
  email: string;
  phone: string;
  enabled: '0' | '1';
  type_id: number;
  contracts: number[];
  addresses: number[];
}

export interface FakeAccountOwner {
  contragents: FakeContragent[];
  managers: FakeManager[];
  /** Contracts by counterparty: [contragent id, contract id, header]. */
  contracts: [number, number, string][];
  addresses: { id: number; full_address: string }[];
  /** manager id -> contract id -> policy. */
  policies: Map<number, Map<number, { kind: 'discount' | 'markup'; percent: number }>>;
  /** Logins and e-mails of users elsewhere on the portal (taken). */
  takenLogins: string[];
  takenEmails: string[];
  /** ИНН+КПП registered by other customers. */
  takenInn: string[];
  /** The next call of this kind fails once with this status and message. */
  failNext: Partial<Record<'list' | 'save' | 'action' | 'pricepolitics', { status: number; message: string }>>;
  /** What the handlers were asked, for tests: 'save manager {json}', 'action delete 1,2' ... */
  log: string[];
  nextId: number;
}

export function createAccountOwner(opts: { empty?: boolean } = {}): FakeAccountOwner {
  const empty = opts.empty ?? false;
  return {
    contragents: empty
      ? []
      : [
          { id: 3, company: 'ООО «Торговый дом Собственников»', inn: '1655012344', kpp: '165501001', enabled: '1', duplicate: false },
          { id: 4, company: 'ООО «Собственников-Самара»', inn: '6316098762', kpp: '631601001', enabled: '1', duplicate: false },
          { id: 7, company: 'ООО «СтройКомплект»', inn: '7734012348', kpp: '773401001', enabled: '0', duplicate: true },
        ],
    managers: empty
      ? []
      : [
          { id: 3, login: 'manager2', name: 'Мария Сергеевна Закупкина', email: 'manager2@b2b.example', phone: '+7 (843) 555-12-34', enabled: '1', type_id: 2, contracts: [202], addresses: [3] },
          { id: 6, login: 'manager3', name: 'Пётр Андреевич Отключенов', email: 'manager3@b2b.example', phone: '', enabled: '0', type_id: 2, contracts: [203], addresses: [] },
        ],
    contracts: [
      [3, 201, 'Договор № ОП-201 от 12.02.2023'],
      [3, 202, 'Договор № ОП-202 от 05.05.2024 (Филиал Казань)'],
      [4, 203, 'Договор № ОП-203 от 20.09.2024 (Филиал Самара)'],
    ],
    addresses: [{ id: 3, full_address: 'г. Казань, ул. Техническая, д. 27' }],
    policies: new Map([[3, new Map([[202, { kind: 'discount' as const, percent: 5 }]])]]),
    takenLogins: ['owner', 'demo', 'admin'],
    takenEmails: ['owner@b2b.example', 'demo@b2b.example'],
    takenInn: ['7701234560/770101001'],
    failNext: {},
    log: [],
    nextId: 100,
  };
}
