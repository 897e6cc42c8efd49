/**
 * Who may call what of the account page's addresses, consignees and
 * notification settings: the expected HTTP status per role, each on
 * the caller's own data. Kept as data so it can join the account page's
 * permission matrix (tests/portal/account-permissions.test.ts); the requests
 * themselves are in account-places.test.ts.
 */
export type Role = 'visitor' | 'customer' | 'owner' | 'submanager' | 'admin';

export interface PermissionRow {
  /** The call as docs/api.md names it. */
  call: string;
  expect: Record<Role, number>;
}

const ALL = { visitor: 401, customer: 200, owner: 200, submanager: 200, admin: 200 } as const;
const NOT_SUB = { ...ALL, submanager: 403 } as const;

export const ACCOUNT_PLACES_PERMISSIONS: readonly PermissionRow[] = [
  { call: 'GET address', expect: NOT_SUB },
  { call: 'GET address/{own id}', expect: NOT_SUB },
  { call: 'POST address (new)', expect: NOT_SUB },
  { call: 'POST address/{own id}', expect: NOT_SUB },
  { call: 'DELETE address/{own id}', expect: NOT_SUB },
  { call: 'GET addressSuggest', expect: NOT_SUB },
  { call: 'GET consignee', expect: NOT_SUB },
  { call: 'POST consignee (new)', expect: NOT_SUB },
  { call: 'POST consigneeUpload', expect: NOT_SUB },
  { call: 'DELETE consignee/?id={own id}', expect: NOT_SUB },
  { call: 'GET getCustomerSettings', expect: ALL },
  { call: 'POST newsletterSubscribeToggle', expect: ALL },
  { call: 'POST /ajax/updatenotifystatus/', expect: ALL },
  // Another customer's data (buyer2's): 404 for all but the sub-manager, who is refused first.
  { call: 'GET address/{other customer}', expect: { visitor: 401, customer: 404, owner: 404, submanager: 403, admin: 404 } },
  { call: 'GET consigneeUpload/{other customer}', expect: { visitor: 401, customer: 404, owner: 404, submanager: 403, admin: 404 } },
];
