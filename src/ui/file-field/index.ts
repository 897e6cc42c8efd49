export { FileField, type FileFieldProps } from './FileField';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { describeAccept, matchesAccept } from './file-type';
export { fileFieldCss } from './file-field.css';
