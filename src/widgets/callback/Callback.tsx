import { useRef } from 'react';
import { t } from '../../core/messages/callback';
import { CALLBACK_ERROR_MS } from '../../core/constants';
import type { CallbackRequest } from '../../core/types';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { PhoneField } from '../../ui/phone-field';
import { useDialogHost, useOutcome } from '../../blocks/element/host-context';
import { submitTo } from '../../blocks/form/focus-field';
import { SubmitButton } from '../../blocks/form/SubmitButton';
import { useCallbackForm } from './use-callback';
import { StyleRoot } from '../../ui/StyleRoot';
import { callbackStyles } from './callback-styles';

export interface CallbackProps {
  /** The dialog shows while true (the element's `open` attribute, which the widget removes when the visitor closes the dialog). */
  open?: boolean;
  /** Escape, the close button or «Закрыть» after the thank-you (React users set `open` false here). */
  onClose?: () => void;
  /** The server accepted the request (also the `b2b-callback-sent` event). */
  onSent?: (request: CallbackRequest) => void;
}

/** The detail of `b2b-callback-sent`. */
const toDetail = (request: CallbackRequest) => request;

/**
 * «Заказать звонок» (legacy /ajax/callback): phone with the spec's mask and a
 * name, the `callback` call, a thank-you on success. A refusal shows the
 * server's text for 2 s and keeps what was typed.
 */
export function Callback({ open = false, onClose, onSent }: CallbackProps) {
  const { rootRef, emit, close: closeDialog } = useDialogHost(onClose);
  const sent = useOutcome(emit, 'b2b-callback-sent', toDetail, onSent);
  const form = useCallbackForm(sent);
  const formRef = useRef<HTMLFormElement>(null);

  const close = () => {
    // After the thank-you the next opening starts with an empty form.
    if (form.step === 'sent') form.reset();
    closeDialog();
  };

  const onSubmit = submitTo(formRef, () => form.submit());

  const sending = form.step === 'sending';
  return (
    <StyleRoot rootRef={rootRef} css={callbackStyles} className="b2b-callback" part="base">
      <Modal
        open={open}
        onClose={close}
        title={t('callbackTitle')}
        size="small"
      >
        {form.step === 'sent' ? (
          <div className="b2b-callback-done" part="done">
            <p role="status" className="b2b-callback-thanks">
              {t('callbackThanks')}
            </p>
            {/* The form under the focus is gone: the focus moves to the one thing left to do. */}
            <Button variant="primary" onClick={close} autoFocus>
              {t('close')}
            </Button>
          </div>
        ) : (
          <form ref={formRef} className="b2b-callback-form" part="form" noValidate onSubmit={onSubmit} aria-busy={sending || undefined}>
            <p className="b2b-callback-intro">{t('callbackIntro')}</p>
            <PhoneField
              label={t('callbackPhone')}
              name="phone"
              value={form.values.phone}
              onChange={(value) => form.change('phone', value)}
              error={form.errors.phone}
            />
            <TextField
              label={t('callbackName')}
              name="firstname"
              autoComplete="given-name"
              required
              value={form.values.firstname}
              onChange={(event) => form.change('firstname', event.target.value)}
              error={form.errors.firstname}
            />
            <div className="b2b-callback-actions">
              <SubmitButton busy={sending}>{t('callbackSubmit')}</SubmitButton>
            </div>
            {/* Under the button, so it never pushes the button from under the pointer. */}
            {form.failure && (
              <Alert key={form.failureKey} tone="error" autoHideMs={CALLBACK_ERROR_MS} onClose={form.hideFailure}>
                {form.failure}
              </Alert>
            )}
          </form>
        )}
      </Modal>
    </StyleRoot>
  );
}
