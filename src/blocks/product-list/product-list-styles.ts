import { buttonCss } from '../../ui/button/button.css';
import { modalCss } from '../../ui/modal/modal.css';
import { confirmCss } from '../../ui/confirm/confirm.css';
import { alertCss } from '../../ui/alert/alert.css';
import { counterCss } from '../../ui/counter/counter.css';
import { dataTableCardsCss } from '../../ui/data-table/data-table-cards.css';
import { dataTableCss } from '../../ui/data-table/data-table.css';
import { paginationCss } from '../../ui/pagination/pagination.css';
import { priceCss } from '../../ui/price/price.css';
import { statesCss } from '../../ui/states/states.css';
import { baseCss } from '../../ui/styles/base.css';
import { productCss } from '../product/product.css';
import { productListCardsCss } from './product-list-cards.css';
import { productListCss } from './product-list.css';

/** Every sheet <b2b-favorites> and <b2b-needs> need, in cascade order. */
export const productListStyles: readonly string[] = [
  baseCss,
  buttonCss,
  modalCss,
  confirmCss,
  alertCss,
  counterCss,
  dataTableCss,
  dataTableCardsCss,
  paginationCss,
  priceCss,
  statesCss,
  productCss,
  productListCss,
  productListCardsCss,
];
