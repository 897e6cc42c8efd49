import { useRef } from 'react';
import { t } from '../../core/messages/reminder';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { StyleRoot } from '../../ui/StyleRoot';
import { submitTo } from '../../blocks/form/focus-field';
import { SubmitButton } from '../../blocks/form/SubmitButton';
import { useDialogHost, useOutcome } from '../../blocks/element/host-context';
import { reminderStyles } from './reminder-styles';
import { useReminder } from './use-reminder';

export interface ReminderProps {
  /** The dialog shows while true (the element's `open` attribute, which the widget removes when the visitor closes the dialog). */
  open?: boolean;
  onClose?: () => void;
  /** The portal sent the letter (also the `b2b-reminder-sent` event). */
  onSent?: (email: string) => void;
}

/** The detail of `b2b-reminder-sent`. */
const toDetail = (email: string) => ({ email });

/**
 * «Забыли пароль?» (legacy POST /reminder/): one e-mail field. Empty gives
 * 'Вы ничего не ввели'; the portal's refusal (an unknown e-mail, a letter
 * asked for too often) shows as it comes; success 'Письмо с вашими данными
 * было отправлено на вашу почту'.
 */
export function Reminder({ open = false, onClose, onSent }: ReminderProps) {
  const { rootRef, emit, close } = useDialogHost(onClose);
  const formRef = useRef<HTMLFormElement>(null);
  const sent = useOutcome(emit, 'b2b-reminder-sent', toDetail, onSent);
  const form = useReminder(sent);

  const onSubmit = submitTo(formRef, () => (form.submit() ? null : 'email'));

  return (
    <StyleRoot rootRef={rootRef} css={reminderStyles} className="b2b-reminder" part="base">
      <Modal open={open} onClose={close} title={t('reminderTitle')} size="small">
        <form ref={formRef} className="b2b-reminder-form" part="form" noValidate onSubmit={onSubmit} aria-busy={form.busy || undefined}>
          <p className="b2b-reminder-intro">{t('reminderIntro')}</p>
          <TextField
            label={t('reminderEmail')}
            name="email"
            type="email"
            autoComplete="email"
            required
            autoFocus
            value={form.email}
            error={form.error ?? undefined}
            onChange={(event) => form.change(event.target.value)}
          />
          <p role="status" className="b2b-reminder-sent" part="sent">
            {form.sent}
          </p>
          {form.failure && <Alert tone="error">{form.failure}</Alert>}
          <div className="b2b-reminder-actions">
            <Button onClick={close}>{t('close')}</Button>
            <SubmitButton busy={form.busy}>{t('reminderSubmit')}</SubmitButton>
          </div>
        </form>
      </Modal>
    </StyleRoot>
  );
}
