/**
 * The account owner's side of the account page: which counterparty signed
 * each contract, a third (inactive, duplicate) counterparty of the owner, the
 * sub-managers' phones, addresses and price policies, and one disabled sub-manager.
 * Runs after the customers, contracts, users, contragents and addresses of accounts.ts.
 */
import type { Queryable } from '../db';

export async function seedOwnerAccount(db: Queryable): Promise<void> {
  // Contragents 1-6 in the order accounts.ts inserts them: demo 1, 2; owner 3, 4; buyer2 5; service 6.
  await db.query(`UPDATE contracts SET contragent_id = CASE
      WHEN id IN (101, 102) THEN 1 WHEN id = 103 THEN 2 WHEN id IN (201, 202) THEN 3 WHEN id = 203 THEN 4
      WHEN id IN (301, 302) THEN 5 WHEN id = 401 THEN 6 END`);
  // The owner's third counterparty is also on the portal's own books: the list flags
  // it as a duplicate (legacy data; a new save of it is refused).
  await db.query(
    `INSERT INTO contragents (customer_id, company, inn, kpp, enabled) VALUES
       (2, 'ООО «СтройКомплект»', '7734012348', '773401001', false),
       (4, 'ООО «СтройКомплект»', '7734012348', '773401001', true)`,
  );
  await db.query(`UPDATE users SET phone = '+7 (843) 555-12-34' WHERE login = 'manager2'`);
  await db.query(`UPDATE users SET phone = '+7 (846) 555-43-21', enabled = false WHERE login = 'manager3'`);
  // manager3 (disabled) keeps contract 203 assigned, so enabling them again restores it.
  await db.query('INSERT INTO user_contracts (user_id, contract_id) VALUES (6, 203)');
  await db.query(
    `INSERT INTO user_addresses (user_id, address_id)
     SELECT u.id, a.id FROM users u JOIN addresses a ON a.customer_id = u.customer_id WHERE u.role = 'submanager'`,
  );
  await db.query(
    `INSERT INTO price_policies (user_id, contract_id, kind, percent) VALUES (3, 202, 'discount', 5), (6, 203, 'markup', 3)`,
  );
}
