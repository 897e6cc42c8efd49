import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { t } from '../../core/messages/text';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal, type ModalProps } from '../../ui/modal';

export interface FormDialogProps extends Pick<ModalProps, 'open' | 'onClose' | 'title' | 'size'> {
  /** The form was submitted (Enter or the save button); the page does not navigate. */
  onSubmit: () => void;
  /** While a save is on its way: the save button is busy and a second submit does nothing. */
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
 * After a submit is refused, the caret goes to the first field in error, as
 * in the visitor forms: for the form's own rules in the render that shows
 * them, for a field the server refused («Этот Email уже занят») in the render
 * that ends the save. Without it the focus stayed on «Сохранить» or, while
 * that was disabled, fell to the page, depending on when the reply came.
 */
/** The first field in `form` that shows an error (aria-invalid). */
const firstInvalidField = (form: HTMLFormElement | null) => form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;

function useFocusFirstError(form: RefObject<HTMLFormElement | null>, saving: boolean) {
  const [submits, setSubmits] = useState(0);
  useEffect(() => {
    if (submits) firstInvalidField(form.current)?.focus();
  }, [form, submits]);
  const wasSaving = useRef(saving);
  useEffect(() => {
    if (wasSaving.current && !saving) firstInvalidField(form.current)?.focus();
    wasSaving.current = saving;
  }, [form, saving]);
  // A state, not a ref: a second submit with the same errors changes nothing else to render.
  return useCallback(() => setSubmits((n) => n + 1), []);
}

/**
 * A dialog that edits one record: Modal + a form tied to the footer's save
 * button by id (so Enter in a field saves) + «Отмена» + the refusal above the
 * fields. Every add/edit/rename dialog of the widgets is one of these.
 */
export function FormDialog(props: FormDialogProps) {
  const { open, onClose, title, size, onSubmit, saving, saveLabel = t('save'), saveDisabled, cancelLabel = t('cancel'), failure, className, children } = props;
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useFocusFirstError(formRef, saving);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    onSubmit();
    submitted();
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size={size}
      footer={
        <>
          {/* Busy, not disabled, while saving: a disabled button drops the focus to the page. */}
          <Button variant="primary" type="submit" form={formId} disabled={saveDisabled} aria-disabled={saving || undefined} aria-busy={saving || undefined}>
            {saveLabel}
          </Button>
          <Button onClick={onClose}>{cancelLabel}</Button>
        </>
      }
    >
      <form ref={formRef} id={formId} className={className} onSubmit={submit} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        {children}
      </form>
    </Modal>
  );
}
