export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { ConfirmProvider, useConfirm, type ConfirmFn, type ConfirmOptions } from './ConfirmProvider';
export { confirmCss } from './confirm.css';
