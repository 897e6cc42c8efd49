export { Field, type FieldProps } from './Field';
export { TextField, type TextFieldProps } from './TextField';
export { useFieldIds, type FieldControlProps } from './use-field-ids';
export { fieldCss } from './field.css';
