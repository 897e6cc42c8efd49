/** Seeds the catalogue tree, products, variants, stock per warehouse and related goods. */
import type { Queryable } from '../db';
import { bulkInsert, pgTextArray } from './bulk';
import { ADDITIONAL_ROOT_ID } from '../catalog/roots';
import { TAGS, TREE, type Leaf, type Section } from './catalog-data';
import type { Rng } from './rng';

export const WAREHOUSES = [
  { id: 1, header: 'Москва', pos: 1, address: 'г. Москва, ул. Складская, д. 12' },
  { id: 2, header: 'Санкт-Петербург', pos: 2, address: 'г. Санкт-Петербург, пр. Обуховской Обороны, д. 271' },
  { id: 3, header: 'Екатеринбург', pos: 3, address: 'г. Екатеринбург, ул. Монтажников, д. 4' },
];

export const FIRST_PRODUCT_ID = 10001;
const FIRST_VARIANT_ID = 500001;

export interface SeededProduct {
  id: number;
  price: number;
  catalogId: number;
  hasVariants: boolean;
  stock: number[]; // per warehouse id - 1
}

interface LeafPlace {
  id: number;
  leaf: Leaf;
  prefix: string;
  brands: string[];
  origin: 'catalog' | 'additional';
  description: string;
}

function walk(
  node: Section,
  parent: Section | null,
  path: string,
  inherited: { prefix: string; brands: string[]; origin: 'catalog' | 'additional' },
  catalogRows: unknown[][],
  leaves: LeafPlace[],
  pos: number,
): void {
  const here = `${path}${node.id}/`;
  const ctx = {
    prefix: node.prefix ?? inherited.prefix,
    brands: node.brands ?? inherited.brands,
    origin: node.id === ADDITIONAL_ROOT_ID ? ('additional' as const) : inherited.origin,
  };
  const description =
    node.description ?? (node.leaf ? `${node.header}: оптом со склада, цены по договору.` : `Раздел «${node.header}».`);
  catalogRows.push([node.id, parent?.id ?? null, node.header, description, pos, here]);
  if (node.leaf) leaves.push({ id: node.id, leaf: node.leaf, ...ctx, description });
  node.children?.forEach((child, i) => walk(child, node, here, ctx, catalogRows, leaves, i + 1));
}

export async function seedCatalog(db: Queryable, rng: Rng): Promise<SeededProduct[]> {
  await bulkInsert(
    db,
    'warehouses',
    ['id:int', 'header:text', 'pos:int', 'address:text'],
    WAREHOUSES.map((w) => [w.id, w.header, w.pos, w.address]),
  );

  const catalogRows: unknown[][] = [];
  const leaves: LeafPlace[] = [];
  walk(TREE, null, '/', { prefix: 'ТВ', brands: ['Без бренда'], origin: 'catalog' }, catalogRows, leaves, 1);
  // Parents before children: the rows are already in walk order.
  await bulkInsert(
    db,
    'catalog',
    ['id:int', 'parent_id:int', 'header:text', 'description:text', 'pos:int', 'path:text'],
    catalogRows,
  );

  const products: unknown[][] = [];
  const variants: unknown[][] = [];
  const stocks: unknown[][] = [];
  const seeded: SeededProduct[] = [];
  let id = FIRST_PRODUCT_ID;
  let variantId = FIRST_VARIANT_ID;
  let number = 1000;

  for (const place of leaves) {
    const { leaf } = place;
    for (let i = 0; i < leaf.count; i++, id++) {
      number += rng.int(1, 3);
      const articul = `${place.prefix}-${String(number).padStart(5, '0')}`;
      const header = [leaf.noun, ...leaf.specs.map((list) => rng.pick(list))].join(' ');
      const brand = rng.pick(place.brands);
      const pack = leaf.pack ? rng.pick(leaf.pack) : 'шт.';
      const title = `${header}, ${brand}, ${pack}`;
      const tags = rng.sample(TAGS, rng.pick([0, 0, 1, 1, 2, 3]));
      const base = rng.price(leaf.price[0], leaf.price[1]);
      const rrc = Math.round(base * (1.25 + rng.next() * 0.2) * 100) / 100;
      const hasPicture = rng.chance(0.88);
      const description = `${title}. Производитель: ${brand}. ${place.description}`;
      const flags = [rng.chance(0.03), rng.chance(0.03), rng.chance(0.03)];

      // Stock: about 1 in 4 warehouses empty per product, 1 in 20 products empty everywhere.
      const nowhere = rng.chance(0.05);
      const stockOf = () => (nowhere || rng.chance(0.25) ? 0 : Math.floor(Math.exp(rng.next() * 6.2)));

      let productStock: number[];
      const variantCount = leaf.variants && rng.chance(0.4) ? rng.int(2, 4) : 0;
      if (variantCount) {
        productStock = WAREHOUSES.map(() => 0);
        const combos = new Set<string>();
        for (let k = 1; k <= variantCount; k++) {
          const params = leaf.variants!.map((list) => rng.pick(list));
          const key = params.join('|');
          if (combos.has(key)) continue;
          combos.add(key);
          const vStock = WAREHOUSES.map(() => stockOf());
          vStock.forEach((q, w) => (productStock[w]! += q));
          const vBase = Math.round(base * (0.9 + rng.next() * 0.3) * 100) / 100;
          const vRrc = Math.round(vBase * (rrc / base) * 100) / 100;
          variants.push([
            variantId,
            id,
            `${articul}-${k}`,
            JSON.stringify(params.map((h) => ({ header: h }))),
            vBase,
            vRrc,
            k,
          ]);
          WAREHOUSES.forEach((w, wi) => stocks.push(['variants', variantId, w.id, vStock[wi]]));
          variantId++;
        }
      } else {
        productStock = WAREHOUSES.map(() => stockOf());
      }
      WAREHOUSES.forEach((w, wi) => stocks.push(['products', id, w.id, productStock[wi]]));

      products.push([
        id,
        articul,
        header,
        title,
        brand,
        pgTextArray(tags),
        place.id,
        place.origin,
        base,
        rrc,
        hasPicture ? id : null,
        hasPicture ? 'svg' : null,
        flags[0],
        flags[1],
        flags[2],
        description,
      ]);
      seeded.push({ id, price: base, catalogId: place.id, hasVariants: variantCount > 0, stock: productStock });
    }
  }

  await bulkInsert(
    db,
    'products',
    [
      'id:int',
      'articul:text',
      'header:text',
      'title:text',
      'brand:text',
      'tags:text>text[]',
      'catalog_id:int',
      'origin:text',
      'base_price:numeric',
      'rrc_price:numeric',
      'picture:int',
      'picturetype:text',
      'is_hit:bool',
      'is_novelty:bool',
      'is_special:bool',
      'description:text',
    ],
    products,
  );
  await bulkInsert(
    db,
    'variants',
    ['id:int', 'product_id:int', 'articul:text', 'params:text>jsonb', 'base_price:numeric', 'rrc_price:numeric', 'pos:int'],
    variants,
  );
  await bulkInsert(db, 'stocks', ['item_type:text', 'item_id:int', 'wms_id:int', 'quantity:int'], stocks);

  // Related goods: a few from the same leaf.
  const byLeaf = new Map<number, number[]>();
  for (const p of seeded) byLeaf.set(p.catalogId, [...(byLeaf.get(p.catalogId) ?? []), p.id]);
  const binds: unknown[][] = [];
  for (const p of seeded) {
    const others = (byLeaf.get(p.catalogId) ?? []).filter((x) => x !== p.id);
    rng.sample(others, rng.int(0, 5)).forEach((b, i) => binds.push([p.id, b, i + 1]));
  }
  await bulkInsert(db, 'product_binds', ['product_id:int', 'bind_id:int', 'pos:int'], binds);
  return seeded;
}
