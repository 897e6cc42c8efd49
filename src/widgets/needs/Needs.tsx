import { ListTag, type ListTagProps } from '../../blocks/product-list/ProductList';

export type NeedsProps = ListTagProps;

/** Потребности: the goods marked «В потребности», with add to basket, remove, and the checked at once. */
export function Needs(props: NeedsProps) {
  return <ListTag kind="need" className="b2b-needs" {...props} />;
}
