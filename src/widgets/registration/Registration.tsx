import { useCallback, useMemo, useRef } from 'react';
import { t } from '../../core/messages/registration';
import { ALERT_MAX_MS } from '../../core/constants';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ProgressBar } from '../../ui/file-field';
import { Modal } from '../../ui/modal';
import { focusField, submitTo } from '../../blocks/form/focus-field';
import { SubmitButton } from '../../blocks/form/SubmitButton';
import { useDialogHost, useOutcome } from '../../blocks/element/host-context';
import { CaptchaField } from './CaptchaField';
import { regionOptions, type RegionOption } from '../../core/rules/registration';
import { RegistrationFields } from './RegistrationFields';
import { useRegistrationForm } from './use-registration';
import { StyleRoot } from '../../ui/StyleRoot';
import { registrationStyles } from './registration-styles';

export interface RegistrationProps {
  /** The dialog shows while true (the element's `open` attribute, which the widget removes when the visitor closes the dialog). */
  open?: boolean;
  /** A registration request (legacy "simple save", POST /registration/) rather than a registration. */
  request?: boolean;
  /** The region list, `{ value, label }` items; 'другой' is always added and reveals a text field. Default: the legacy list. */
  regions?: readonly RegionOption[];
  onClose?: () => void;
  /** The server accepted it (also the `b2b-registration-sent` event); `message` is the text shown. */
  onSent?: (message: string) => void;
}

/** The detail of `b2b-registration-sent`. */
const toDetail = (message: string) => ({ message });

/**
 * The visitor's registration (legacy /tpl/registration_form.html): the
 * fields of spec 3, a file with upload progress and the captcha, sent as
 * multipart. A refusal shows the server's text in red for 3 s, brings a new
 * captcha and keeps every field; so does closing and reopening the dialog.
 */
export function Registration({ open = false, request, regions, onClose, onSent }: RegistrationProps) {
  const { rootRef, emit, close } = useDialogHost(onClose);
  const list = useMemo(() => regionOptions(regions), [regions]);
  const formRef = useRef<HTMLFormElement>(null);
  const onDone = useOutcome(emit, 'b2b-registration-sent', toDetail, onSent);
  // After a refusal the caret goes where the visitor has to act: the new captcha, or the taken e-mail.
  const onFailed = useCallback((field: string) => focusField(formRef.current, field), []);
  const regionValues = useMemo(() => list.map((r) => r.value), [list]);
  const form = useRegistrationForm({ request, open, regionValues, onFailed, onDone });

  const onSubmit = submitTo(formRef, () => form.submit());

  const sending = form.step === 'sending';
  return (
    <StyleRoot rootRef={rootRef} css={registrationStyles} className="b2b-registration" part="base">
      <Modal open={open} onClose={close} title={t('registrationTitle')}>
        {form.step === 'done' ? (
          <div className="b2b-registration-done" part="done">
            <p role="status" className="b2b-registration-success">
              {form.done}
            </p>
            <Button variant="primary" onClick={close} autoFocus>
              {t('close')}
            </Button>
          </div>
        ) : (
          <form ref={formRef} className="b2b-registration-form" part="form" noValidate onSubmit={onSubmit} aria-busy={sending || undefined}>
            <p className="b2b-registration-intro">{t('registrationIntro')}</p>
            <RegistrationFields form={form} regions={list} />
            <CaptchaField
              src={form.captchaSrc}
              value={form.values.captcha}
              error={form.errors.captcha}
              onChange={(value) => form.change('captcha', value)}
              onBlur={() => form.blur('captcha')}
              onRefresh={form.refreshCaptcha}
            />
            <div className="b2b-registration-actions">
              {sending && !form.values.file && <ProgressBar value={form.progress} label={t('registrationProgress')} />}
              <SubmitButton busy={sending}>{t(request ? 'registrationRequestSubmit' : 'registrationSubmit')}</SubmitButton>
            </div>
            {form.failure && (
              <Alert key={form.failureKey} tone="error" autoHideMs={ALERT_MAX_MS} onClose={form.hideFailure}>
                {form.failure}
              </Alert>
            )}
          </form>
        )}
      </Modal>
    </StyleRoot>
  );
}
