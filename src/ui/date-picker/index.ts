export { DatePicker, type DatePickerProps } from './DatePicker';
export { DateRange, isRangeBroken, type DateRangeProps, type DateRangeValue } from './DateRange';
export { deliveryLimits, limitMatchers, type DateLimits } from './matchers';
export { isDateDisabled } from './is-date-disabled';
export { datePickerCss } from './date-picker.css';
