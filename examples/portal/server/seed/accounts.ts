/** Seeds customers, contracts, users (see README for the passwords) and reference lists. */
import type { Queryable } from '../db';
import { hashPassword } from '../session';
import { seedOwnerAccount } from './account-owner';
import { bulkInsert, syncSequence } from './bulk';

export const CUSTOMERS = {
  demo: 1,
  owner: 2,
  buyer2: 3,
  service: 4,
} as const;

/** Seeded accounts. Passwords are documented in examples/portal/README.md. */
export const USERS = [
  { id: 1, login: 'demo', password: 'demo', name: 'Демо-пользователь', email: 'demo@b2b.example', role: 'customer', type_id: 1, is_demo: true, customer: CUSTOMERS.demo, contract: 103 },
  { id: 2, login: 'owner', password: 'owner', name: 'Иван Петрович Собственников', email: 'owner@b2b.example', role: 'owner', type_id: 1, is_demo: false, customer: CUSTOMERS.owner, contract: 201 },
  { id: 3, login: 'manager2', password: 'manager2', name: 'Мария Сергеевна Закупкина', email: 'manager2@b2b.example', role: 'submanager', type_id: 2, is_demo: false, customer: CUSTOMERS.owner, contract: 202 },
  { id: 4, login: 'admin', password: 'admin', name: 'Администратор портала', email: 'admin@b2b.example', role: 'admin', type_id: 3, is_demo: false, customer: CUSTOMERS.service, contract: 401 },
  { id: 5, login: 'buyer2', password: 'buyer2', name: 'Олег Викторович Покупатель', email: 'buyer2@b2b.example', role: 'customer', type_id: 1, is_demo: false, customer: CUSTOMERS.buyer2, contract: 301 },
  // Disabled by account-owner.ts: cannot log in.
  { id: 6, login: 'manager3', password: 'manager3', name: 'Пётр Андреевич Отключенов', email: 'manager3@b2b.example', role: 'submanager', type_id: 2, is_demo: false, customer: CUSTOMERS.owner, contract: 203 },
] as const;

export const CONTRACTS = [
  {
    id: 101,
    customer: CUSTOMERS.demo,
    header: 'Договор № ДП-101 от 10.01.2024',
    stop: true,
    debt: 'Просроченная задолженность 125 430,50 руб. Отгрузки приостановлены до погашения долга.',
    coef: 0.95,
    rrc: 1,
  },
  {
    id: 102,
    customer: CUSTOMERS.demo,
    header: 'Договор № ДП-102 от 15.03.2024',
    stop: false,
    debt: 'Просроченная задолженность 18 200,00 руб. Срок оплаты истёк 01.11.2024.',
    coef: 0.9,
    rrc: 1,
  },
  { id: 103, customer: CUSTOMERS.demo, header: 'Договор № ДП-103 от 01.07.2024', stop: false, debt: null, coef: 0.85, rrc: 1 },
  { id: 201, customer: CUSTOMERS.owner, header: 'Договор № ОП-201 от 12.02.2023', stop: false, debt: null, coef: 0.8, rrc: 1 },
  { id: 202, customer: CUSTOMERS.owner, header: 'Договор № ОП-202 от 05.05.2024 (Филиал Казань)', stop: false, debt: null, coef: 0.88, rrc: 1.05 },
  {
    id: 203,
    customer: CUSTOMERS.owner,
    header: 'Договор № ОП-203 от 20.09.2024 (Филиал Самара)',
    stop: false,
    debt: 'Просроченная задолженность 4 500,00 руб.',
    coef: 0.92,
    rrc: 1,
  },
  { id: 301, customer: CUSTOMERS.buyer2, header: 'Договор № ПК-301 от 03.03.2024', stop: false, debt: null, coef: 0.9, rrc: 1 },
  { id: 302, customer: CUSTOMERS.buyer2, header: 'Договор № ПК-302 от 11.11.2024', stop: false, debt: null, coef: 0.83, rrc: 1 },
  { id: 401, customer: CUSTOMERS.service, header: 'Служебный договор № 1', stop: false, debt: null, coef: 1, rrc: 1 },
] as const;

export const ORDER_STATES = [
  { id: 1, header: 'Новый', marker: 'info' },
  { id: 2, header: 'В обработке', marker: 'warning' },
  { id: 3, header: 'Выполнен', marker: 'success' },
  { id: 4, header: 'Отменён', marker: 'danger' },
  { id: 5, header: 'Ожидает оплаты', marker: 'warning' },
  { id: 10, header: 'Отгружен', marker: 'primary' },
];

export async function seedAccounts(db: Queryable): Promise<void> {
  await bulkInsert(
    db,
    'customers',
    ['id:int', 'name:text'],
    [
      [CUSTOMERS.demo, 'ООО «Демо-Строй»'],
      [CUSTOMERS.owner, 'ООО «Торговый дом Собственников»'],
      [CUSTOMERS.buyer2, 'ИП Покупатель О. В.'],
      [CUSTOMERS.service, 'Служебный аккаунт портала'],
    ],
  );
  await syncSequence(db, 'customers');

  await bulkInsert(
    db,
    'contracts',
    ['id:int', 'customer_id:int', 'header:text', 'stop_orders:bool', 'debt_alert:text', 'price_coef:numeric', 'rrc_coef:numeric', 'pos:int'],
    CONTRACTS.map((c, i) => [c.id, c.customer, c.header, c.stop, c.debt, c.coef, c.rrc, i + 1]),
  );
  await syncSequence(db, 'contracts');

  const hashes = await Promise.all(USERS.map((u) => hashPassword(u.password)));
  await bulkInsert(
    db,
    'users',
    [
      'id:int',
      'customer_id:int',
      'login:text',
      'email:text',
      'password_hash:text',
      'name:text',
      'role:text',
      'type_id:int',
      'is_demo:bool',
      'selected_contract_id:int',
      'selected_wms:int',
    ],
    USERS.map((u, i) => [u.id, u.customer, u.login, u.email, hashes[i], u.name, u.role, u.type_id, u.is_demo, u.contract, 1]),
  );
  await syncSequence(db, 'users');
  // The sub-manager works with one contract of the owner's customer.
  await db.query('INSERT INTO user_contracts (user_id, contract_id) VALUES (3, 202)');

  await bulkInsert(
    db,
    'contragents',
    ['customer_id:int', 'company:text', 'inn:text', 'kpp:text'],
    [
      [CUSTOMERS.demo, 'ООО «Демо-Строй»', '7701234567', '770101001'],
      [CUSTOMERS.demo, 'ИП Иванов Иван Иванович', '770212345678', null],
      [CUSTOMERS.owner, 'ООО «Торговый дом Собственников»', '1655012344', '165501001'],
      [CUSTOMERS.owner, 'ООО «Собственников-Самара»', '6316098762', '631601001'],
      [CUSTOMERS.buyer2, 'ИП Покупатель Олег Викторович', '666012345678', null],
      [CUSTOMERS.service, 'ООО «Портал»', '7700000000', '770001001'],
    ],
  );
  await bulkInsert(
    db,
    'addresses',
    ['customer_id:int', 'full_address:text', 'postindex:text'],
    [
      [CUSTOMERS.demo, 'г. Москва, ул. Строителей, д. 5, склад 2', '117042'],
      [CUSTOMERS.demo, 'Московская обл., г. Подольск, ул. Заводская, д. 18', '142100'],
      [CUSTOMERS.owner, 'г. Казань, ул. Техническая, д. 27', '420095'],
      [CUSTOMERS.buyer2, 'г. Екатеринбург, ул. Фронтовых бригад, д. 15', '620017'],
    ],
  );
  await seedOwnerAccount(db);

  await bulkInsert(db, 'order_states', ['id:int', 'header:text', 'marker:text'], ORDER_STATES.map((s) => [s.id, s.header, s.marker]));
  await bulkInsert(
    db,
    'project_statuses',
    ['id:int', 'header:text'],
    [
      [0, 'Не проект'],
      [1, 'На согласовании'],
      [2, 'Согласован'],
      [3, 'Отклонён'],
    ],
  );
  await bulkInsert(
    db,
    'delivery_methods',
    ['id:int', 'header:text'],
    [
      [1, 'Самовывоз со склада'],
      [2, 'Доставка по адресу'],
      [3, 'Транспортная компания'],
    ],
  );
  await bulkInsert(
    db,
    'delivery_companies',
    ['id:int', 'header:text'],
    [
      [1, 'ПЭК'],
      [2, 'Деловые Линии'],
      [3, 'СДЭК'],
    ],
  );
  await bulkInsert(
    db,
    'company_addresses',
    ['id:int', 'company_id:int', 'full_address:text', 'postindex:text'],
    [
      [1, 1, 'г. Москва, ул. Новохохловская, д. 23, стр. 1 (терминал ПЭК)', '109052'],
      [2, 1, 'г. Санкт-Петербург, Складской пр., д. 4 (терминал ПЭК)', '192029'],
      [3, 2, 'г. Москва, ул. Ленинская Слобода, д. 26 (терминал Деловые Линии)', '115280'],
      [4, 2, 'г. Екатеринбург, ул. Серафимы Дерябиной, д. 32 (терминал Деловые Линии)', '620102'],
      [5, 3, 'г. Москва, Варшавское ш., д. 125 (пункт СДЭК)', '117587'],
      [6, 3, 'г. Казань, ул. Гвардейская, д. 33 (пункт СДЭК)', '420073'],
    ],
  );
}
