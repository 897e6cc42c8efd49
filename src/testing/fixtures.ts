/**
 * Sample data for the fake server, Storybook and component tests: contracts
 * covering every notice (stopOrders + debtAlert, debtAlert only, clean), three
 * warehouses, a catalogue tree, 30 Russian products with stock gaps and two
 * with variants, and the users the README lists. Plain data, no behaviour.
 */
import type { CatalogNode, Contract, Product, User, Variant, Warehouse } from '../core/types';

export const CONTRACT_STOPPED = 101;
export const CONTRACT_DEBT = 102;
export const CONTRACT_CLEAN = 103;

export const contracts: Contract[] = [
  {
    id: CONTRACT_STOPPED,
    header: 'Договор № 101 от 10.01.2023',
    stopOrders: true,
    debtAlert: 'Просроченная задолженность 125 000 ₽ по счёту № 4411 от 01.02.2024.',
  },
  {
    id: CONTRACT_DEBT,
    header: 'Договор № 102 от 15.03.2023',
    stopOrders: false,
    debtAlert: 'Задолженность 18 300 ₽: срок оплаты счёта № 4502 истёк 01.03.2024.',
  },
  { id: CONTRACT_CLEAN, header: 'Договор № 103 от 01.06.2023', stopOrders: false, debtAlert: null },
];

export const warehouses: Warehouse[] = [
  { id: 1, header: 'Москва, Южный склад', pos: 1 },
  { id: 2, header: 'Санкт-Петербург, Парнас', pos: 2 },
  { id: 3, header: 'Екатеринбург, Березовский', pos: 3 },
];

/** 1223 is the spec's default catalogue id (the catalogue area). */
export const catalogTree: CatalogNode[] = [
  {
    id: 1223,
    header: 'Инструмент',
    children: [
      { id: 1224, header: 'Электроинструмент', children: [] },
      { id: 1225, header: 'Ручной инструмент', children: [] },
    ],
  },
  {
    id: 1300,
    header: 'Крепёж',
    children: [
      { id: 1301, header: 'Болты и гайки', children: [] },
      { id: 1302, header: 'Саморезы', children: [] },
    ],
  },
  { id: 1400, header: 'Спецодежда и СИЗ', children: [] },
];

export const demoUser: User = { id: 1, name: 'Демо Покупатель', login: 'demo', isDemo: true, type_id: 1, role: 'customer' };

/** Logins for the fake server's POST login; the portal seeds the same roles. */
export const accounts: { login: string; password: string; user: User }[] = [
  { login: 'demo', password: 'demo', user: demoUser },
  { login: 'owner', password: 'owner123', user: { id: 2, name: 'Ольга Владелец', login: 'owner', isDemo: false, type_id: 1, role: 'owner' } },
  { login: 'manager', password: 'manager123', user: { id: 3, name: 'Сергей Менеджеров', login: 'manager', isDemo: false, type_id: 2, role: 'submanager' } },
  { login: 'admin', password: 'admin123', user: { id: 4, name: 'Администратор', login: 'admin', isDemo: false, type_id: 3, role: 'admin' } },
];

export const brands = ['Зубр', 'Makita', 'Bosch', 'Крепыш', 'Стайер', 'Восток'] as const;

/** [articul, header, brand, catalog, price, [stock in wms 1, 2, 3], tags] */
type Row = [string, string, (typeof brands)[number], number, number, [number, number, number], string[]];

const rows: Row[] = [
  ['ФР-00101', 'Дрель ударная 750 Вт', 'Зубр', 1224, 4590, [12, 0, 3], ['hit']],
  ['ФР-00102', 'Шуруповёрт аккумуляторный 18 В', 'Makita', 1224, 12990, [5, 7, 0], ['hit', 'novelty']],
  ['ФР-00103', 'Перфоратор SDS-plus 800 Вт', 'Bosch', 1224, 15490.5, [0, 2, 1], []],
  ['ФР-00104', 'Угловая шлифмашина 125 мм', 'Makita', 1224, 6890, [20, 15, 8], ['spec']],
  ['ФР-00105', 'Лобзик электрический 650 Вт', 'Зубр', 1224, 3990, [0, 0, 0], []],
  ['ФР-00106', 'Пила циркулярная 1400 Вт', 'Bosch', 1224, 11250, [3, 0, 0], ['novelty']],
  ['ФР-00107', 'Фен строительный 2000 Вт', 'Стайер', 1224, 1890, [40, 22, 10], []],
  ['ФР-00108', 'Молоток слесарный 500 г', 'Стайер', 1225, 459, [150, 80, 60], ['hit']],
  ['ФР-00109', 'Набор отвёрток, 6 шт.', 'Зубр', 1225, 790, [64, 0, 12], []],
  ['ФР-00110', 'Ключ разводной 250 мм', 'Стайер', 1225, 1120.75, [33, 18, 0], ['spec']],
  ['ФР-00111', 'Рулетка 5 м', 'Зубр', 1225, 349, [210, 120, 75], []],
  ['ФР-00112', 'Уровень строительный 600 мм', 'Стайер', 1225, 899, [0, 14, 9], ['novelty']],
  ['ФР-00113', 'Ножовка по дереву 450 мм', 'Зубр', 1225, 650, [18, 0, 4], []],
  ['ФР-00114', 'Плоскогубцы комбинированные 180 мм', 'Стайер', 1225, 520, [70, 44, 0], []],
  ['ФР-00115', 'Сверло по металлу', 'Bosch', 1225, 95, [0, 0, 0], []],
  ['ФР-00116', 'Болт М6х20 DIN 933, 100 шт.', 'Крепыш', 1301, 320, [500, 300, 120], ['hit']],
  ['ФР-00117', 'Болт М8х40 DIN 933, 50 шт.', 'Крепыш', 1301, 410, [420, 0, 90], []],
  ['ФР-00118', 'Гайка М6 DIN 934, 200 шт.', 'Крепыш', 1301, 260, [0, 250, 40], []],
  ['ФР-00119', 'Гайка М8 DIN 934, 100 шт.', 'Крепыш', 1301, 280, [310, 150, 0], ['spec']],
  ['ФР-00120', 'Шайба плоская М6, 500 шт.', 'Крепыш', 1301, 190, [1000, 700, 300], []],
  ['ФР-00121', 'Саморез по дереву 3,5х35, 1000 шт.', 'Крепыш', 1302, 540, [800, 0, 200], ['hit']],
  ['ФР-00122', 'Саморез по металлу 4,2х16, 500 шт.', 'Крепыш', 1302, 470, [0, 0, 150], []],
  ['ФР-00123', 'Саморез кровельный 4,8х35, 250 шт.', 'Крепыш', 1302, 890, [260, 130, 0], ['novelty']],
  ['ФР-00124', 'Дюбель-гвоздь 6х40, 200 шт.', 'Крепыш', 1302, 399, [450, 210, 90], []],
  ['ФР-00125', 'Анкер клиновой 10х100, 25 шт.', 'Крепыш', 1302, 1250, [0, 60, 0], []],
  ['ФР-00126', 'Перчатки рабочие', 'Восток', 1400, 85, [0, 0, 0], ['hit']],
  ['ФР-00127', 'Очки защитные прозрачные', 'Восток', 1400, 210, [140, 90, 30], []],
  ['ФР-00128', 'Каска строительная', 'Восток', 1400, 560, [45, 0, 20], ['spec']],
  ['ФР-00129', 'Респиратор FFP2, 10 шт.', 'Восток', 1400, 1340, [0, 35, 12], ['novelty']],
  ['ФР-00130', 'Костюм рабочий летний', 'Восток', 1400, 2350, [16, 9, 0], []],
];

function stocks([a, b, c]: [number, number, number]) {
  return [
    { wms_id: 1, quantity: a },
    { wms_id: 2, quantity: b },
    { wms_id: 3, quantity: c },
  ];
}

/** Two products sold by variant: gloves by size, drills by diameter. */
const variantsOf: Record<string, Variant[]> = {
  'ФР-00126': ['M', 'L', 'XL'].map((size, i) => ({
    id: 5001 + i,
    articul: `ФР-00126-${size}`,
    params: [{ header: `Размер ${size}` }],
    price: 85 + i * 5,
    price_rrc: 110 + i * 5,
    stocks: stocks(i === 2 ? [0, 0, 0] : [300 - i * 100, 40, i * 25]),
  })),
  'ФР-00115': [4, 6, 8, 10].map((d, i) => ({
    id: 5101 + i,
    articul: `ФР-00115-${d}`,
    params: [{ header: `Диаметр ${d} мм` }, { header: 'Длина 75 мм' }],
    price: 95 + i * 30,
    price_rrc: 120 + i * 35,
    stocks: stocks([50 - i * 10, i * 5, 0]),
  })),
};

/** product id -> catalogue node id, for the filter's `catalog`. */
export const productCatalog: Record<number, number> = {};

export const products: Product[] = rows.map(([articul, header, brand, catalog, price, stock, tags], i) => {
  const id = 1001 + i;
  productCatalog[id] = catalog;
  return {
    id,
    articul,
    header,
    title: `${header} ${brand}`,
    brand,
    tags,
    // Every third product has no picture, to show the fallback image.
    picture: i % 3 === 2 ? null : 9000 + i,
    picturetype: i % 3 === 2 ? null : 'jpg',
    price,
    price_rrc: Math.round(price * 1.25),
    wish: i % 7 === 0,
    need: i % 9 === 4,
    stocks: stocks(stock),
    variants: variantsOf[articul] ?? [],
  };
});

/** `kind`: what the method needs besides a date (docs/api.md, our addition). */
export const deliveries = [
  { id: '1', header: 'Самовывоз со склада', kind: 'pickup' as const },
  { id: '2', header: 'Доставка по городу', kind: 'address' as const },
  { id: '3', header: 'Транспортная компания', kind: 'company' as const },
];

export const companies = [
  {
    id: 1,
    header: 'ПЭК',
    addresses: [
      { id: 11, full_address: '125009, Москва, ул. Тверская, д. 1' },
      { id: 12, full_address: '190000, Санкт-Петербург, Невский пр., д. 20' },
    ],
  },
  { id: 2, header: 'Деловые Линии', addresses: [{ id: 21, full_address: '620014, Екатеринбург, ул. Ленина, д. 5' }] },
];
