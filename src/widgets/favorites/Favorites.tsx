import { PAGE_SIZE } from '../../core/constants';
import { ToastProvider } from '../../ui/alert';
import { ConfirmProvider } from '../../ui/confirm';
import { StyleRoot } from '../../ui/StyleRoot';
import { ProductList } from '../../blocks/product-list/ProductList';
import { productListStyles } from '../../blocks/product-list/product-list-styles';

export interface FavoritesProps {
  /** Goods per page; default 20 (spec 9). */
  perpage?: number;
  /** Contract id; default the page's chosen contract. */
  contract?: number;
  /** Warehouse whose stock the rows show and the basket uses; default the page's. */
  warehouse?: number;
}

/** Избранное (issue 20): the goods marked «В избранное», with add to basket, remove, and the checked at once. */
export function Favorites({ perpage = PAGE_SIZE.favourites, contract, warehouse }: FavoritesProps) {
  return (
    <StyleRoot css={productListStyles} className="b2b-favorites" providers={[ToastProvider, ConfirmProvider]}>
      <ProductList kind="wish" perpage={perpage} contract={contract} warehouse={warehouse} />
    </StyleRoot>
  );
}
