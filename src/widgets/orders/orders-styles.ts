import { dataTableCardsCss } from '../../ui/data-table/data-table-cards.css';
import { datePickerCss } from '../../ui/date-picker/date-picker.css';
import { repeatStyles } from '../../blocks/repeat/repeat-styles';
import { filterFormCss } from '../../blocks/filter/filter-form.css';
import { ordersCardsCss } from './orders-cards.css';
import { ordersCss } from './orders.css';

/** Every sheet <b2b-orders> needs, in cascade order. */
export const ordersStyles: readonly string[] = [...repeatStyles([dataTableCardsCss, datePickerCss, filterFormCss], ordersCss), ordersCardsCss];
