import { useId, useRef, type ReactNode } from 'react';
import { t } from '../../core/messages/text';
import { Button } from '../button/Button';
import { Modal } from '../modal/Modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. t('confirmClearBasket'). */
  text: ReactNode;
  /** Default t('confirmTitle'): 'Подтвердите действие'. */
  title?: ReactNode;
  onConfirm: () => void;
  /** 'Нет', Escape and the close button. */
  onCancel: () => void;
  /** Default t('yes'). */
  confirmLabel?: string;
  /** Default t('no'). */
  cancelLabel?: string;
  /** Styles 'Да' as a destructive action (deleting, clearing). */
  danger?: boolean;
}

/**
 * The legacy 'Да/Нет' confirmation as an alert dialog. Focus starts on 'Нет':
 * Enter right after a destructive click must not confirm it.
 */
export function ConfirmDialog({ open, text, title, onConfirm, onCancel, confirmLabel, cancelLabel, danger }: ConfirmDialogProps) {
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title ?? t('confirmTitle')}
      role="alertdialog"
      describedBy={textId}
      initialFocus={cancelRef}
      size="small"
      footer={
        <>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel ?? t('yes')}
          </Button>
          <Button ref={cancelRef} onClick={onCancel}>
            {cancelLabel ?? t('no')}
          </Button>
        </>
      }
    >
      <p id={textId} className="b2b-confirm-text">
        {text}
      </p>
    </Modal>
  );
}
