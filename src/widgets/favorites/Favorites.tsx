import { ListTag, type ListTagProps } from '../../blocks/product-list/ProductList';

export type FavoritesProps = ListTagProps;

/** Избранное: the goods marked «В избранное», with add to basket, remove, and the checked at once. */
export function Favorites(props: FavoritesProps) {
  return <ListTag kind="wish" className="b2b-favorites" {...props} />;
}
