import { t } from '../../core/messages/product-list';
import type { ListKind } from '../../core/api/lists';
import type { Product } from '../../core/types';
import { Button } from '../../ui/button';
import type { Column } from '../../ui/data-table';
import { Price } from '../../ui/price';
import { AddToBasket } from '../product/AddToBasket';
import { ProductPicture } from '../product/ProductPicture';
import { knownStock, productStock, variantParams } from '../product/stock';
import { StockText, stockTextId } from '../product/StockText';

export interface ListColumnsOptions {
  kind: ListKind;
  /** Whose stock to show. */
  warehouse: number | null;
  /** A row's counter changed: the bulk add sends this quantity. */
  setQuantity(id: number, qnt: number): void;
  remove(product: Product): void;
}

const REMOVE_LABEL = { wish: 'favoritesRemoveLabel', need: 'needsRemoveLabel' } as const;

/** Picture, name and articul, price, RRP, stock in the warehouse, quantity and add, remove from the list. */
export function listColumns({ kind, warehouse, setQuantity, remove }: ListColumnsOptions): Column<Product>[] {
  return [
    {
      id: 'picture',
      header: t('listColPicture'),
      width: '64px',
      cell: (p) => <ProductPicture picture={p.picture} picturetype={p.picturetype} size={56} className="b2b-product-list-picture" />,
    },
    {
      id: 'product',
      header: t('listColProduct'),
      rowHeader: true,
      cell: (p) => (
        <>
          <span className="b2b-product-list-name">{p.header}</span>
          <span className="b2b-product-list-articul">
            {t('productArticul')}: {p.articul}
          </span>
        </>
      ),
    },
    // The prices are named in a phone's card (product-list-cards.css.ts); the stock says what it is.
    { id: 'price', header: t('productPrice'), label: () => t('productPrice'), align: 'end', cell: (p) => <Price value={p.price} /> },
    { id: 'price_rrc', header: t('productPriceRrc'), label: () => t('productPriceRrc'), align: 'end', cell: (p) => (p.price_rrc > 0 ? <Price value={p.price_rrc} /> : '—') },
    {
      id: 'stock',
      header: t('listColStock'),
      cell: (p) => <StockText quantity={productStock(p, warehouse)} className="b2b-product-list-stock" id={stockTextId('products', p.id)} />,
    },
    {
      id: 'add',
      header: t('listColAdd'),
      print: false,
      cell: (p) =>
        p.variants.length === 0 ? (
          <AddToBasket
            id={p.id}
            name={p.header}
            onQuantityChange={(qnt) => setQuantity(p.id, qnt)}
            available={knownStock(warehouse, () => productStock(p, warehouse))}
          />
        ) : (
          // Goods with variants go into the basket per variant.
          <ul className="b2b-product-list-variants">
            {p.variants.map((v) => {
              const params = variantParams(v);
              const name = params ? t('productVariantName', { header: p.header, params }) : p.header;
              return (
                <li key={v.id}>
                  <span className="b2b-product-list-variant">{params || v.articul}</span>
                  {/* No stock text per variant here to describe a disabled add: the server still says it. */}
                  <AddToBasket id={v.id} type="variants" name={name} />
                </li>
              );
            })}
          </ul>
        ),
    },
    {
      id: 'remove',
      header: t('ordersColActions'),
      print: false,
      cell: (p) => (
        <Button small variant="danger" aria-label={t(REMOVE_LABEL[kind], { header: p.header })} onClick={() => remove(p)}>
          {t('listRemove')}
        </Button>
      ),
    },
  ];
}
