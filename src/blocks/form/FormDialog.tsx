import { useId, type FormEvent, type ReactNode } from 'react';
import { t } from '../../core/messages/text';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal, type ModalProps } from '../../ui/modal';

export interface FormDialogProps extends Pick<ModalProps, 'open' | 'onClose' | 'title' | 'size'> {
  /** The form was submitted (Enter or the save button); the page does not navigate. */
  onSubmit: () => void;
  /** While a save is on its way: the save button is disabled and busy. */
  saving: boolean;
  /** The save button's text; default «Сохранить». */
  saveLabel?: string;
  /** Save stays disabled (a choice list not loaded yet). */
  saveDisabled?: boolean;
  /** The other button's text; default «Отмена» («Закрыть» where nothing is lost). */
  cancelLabel?: string;
  /** The server's refusal of the whole form, shown above its fields; the fields keep what was typed. */
  failure?: string | null;
  /** A class on the <form> for the widget's field layout. */
  className?: string;
  children: ReactNode;
}

/**
 * A dialog that edits one record: Modal + a form tied to the footer's save
 * button by id (so Enter in a field saves) + «Отмена» + the refusal above the
 * fields. Every add/edit/rename dialog of the widgets is one of these.
 */
export function FormDialog(props: FormDialogProps) {
  const { open, onClose, title, size, onSubmit, saving, saveLabel = t('save'), saveDisabled, cancelLabel = t('cancel'), failure, className, children } = props;
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size={size}
      footer={
        <>
          <Button variant="primary" type="submit" form={formId} disabled={saving || saveDisabled} aria-busy={saving || undefined}>
            {saveLabel}
          </Button>
          <Button onClick={onClose}>{cancelLabel}</Button>
        </>
      }
    >
      <form id={formId} className={className} onSubmit={submit} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        {children}
      </form>
    </Modal>
  );
}
