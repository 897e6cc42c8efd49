import { datePickerCss } from '../../ui/date-picker/date-picker.css';
import { repeatStyles } from '../../blocks/repeat/repeat-styles';
import { filterFormCss } from '../../blocks/filter/filter-form.css';
import { ordersCss } from './orders.css';

/** Every sheet <b2b-orders> needs, in cascade order. */
export const ordersStyles: readonly string[] = repeatStyles([datePickerCss, filterFormCss], ordersCss);
