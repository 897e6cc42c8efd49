export { Modal, type ModalProps } from './Modal';
export { modalCss } from './modal.css';
export { useModalDialog, type ModalDialogOptions } from './use-modal-dialog';
export { deepActiveElement, firstField } from './focus';
