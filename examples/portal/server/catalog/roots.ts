/**
 * The catalogue tree's fixed nodes. The seed builds the tree under them and the
 * routes start from them (the catalogue page, the price list's «весь каталог»,
 * the reports' sections), so they live with the catalogue, not in seed data a
 * running portal would otherwise import.
 */
export const ROOT_ID = 2;
/** «Каталог»: the buyer's catalogue starts here. */
export const CATALOG_ROOT_ID = 1223;
/** Goods outside the main catalogue (seeded under their own root). */
export const ADDITIONAL_ROOT_ID = 1224;
