import { buttonCss } from '../../ui/button/button.css';
import { fieldCss } from '../../ui/field/field.css';
import { modalCss } from '../../ui/modal/modal.css';
import { alertCss } from '../../ui/alert/alert.css';
import { counterCss } from '../../ui/counter/counter.css';
import { dataTableCardsCss } from '../../ui/data-table/data-table-cards.css';
import { dataTableCss } from '../../ui/data-table/data-table.css';
import { paginationCss } from '../../ui/pagination/pagination.css';
import { datePickerCss } from '../../ui/date-picker/date-picker.css';
import { priceCss } from '../../ui/price/price.css';
import { statesCss } from '../../ui/states/states.css';
import { baseCss } from '../../ui/styles/base.css';
import { productCss } from '../../blocks/product/product.css';
import { filterFormCss } from '../../blocks/filter/filter-form.css';
import { purchasedGoodsCardsCss } from './purchased-goods-cards.css';
import { purchasedGoodsCss } from './purchased-goods.css';

/** Every sheet <b2b-purchased-goods> needs, in cascade order. */
export const purchasedGoodsStyles: readonly string[] = [baseCss, buttonCss, fieldCss, modalCss, alertCss, counterCss, dataTableCss, dataTableCardsCss, paginationCss, datePickerCss, priceCss, statesCss, productCss, filterFormCss, purchasedGoodsCss, purchasedGoodsCardsCss];
