export { Select, type SelectProps } from './Select';
export { IdSelect, type IdSelectProps } from './IdSelect';
