import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { t } from '../../core/messages/newsletter-form';
import type { NewsletterResult } from '../../core/api/newsletter';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm';
import { Field, TextField } from '../../ui/field';
import { StyleRoot } from '../../ui/StyleRoot';
import { focusField } from '../../blocks/form/focus-field';
import { SubmitButton } from '../../blocks/form/SubmitButton';
import { useEmit } from '../../blocks/element/host-context';
import { newsletterFormStyles } from './newsletter-form-styles';
import { useNewsletter } from './use-newsletter';

export interface NewsletterFormProps {
  /** The newsletter went out (also the `b2b-newsletter-sent` event). */
  onSent?: (detail: { id: string } & NewsletterResult) => void;
}

/**
 * The admin's newsletter (spec 3: id, header, anons, body; spec 7 POST
 * /openapi/sendNewsletter): the body is HTML typed as text with a live
 * preview sanitized by DOMPurify, sent after a confirmation; 'Рассылка
 * успешно завершена!' with the number of letters.
 */
export function NewsletterForm({ onSent }: NewsletterFormProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const previewId = useId();
  const emit = useEmit(rootRef);
  const [asking, setAsking] = useState(false);
  const sent = useCallback(
    (id: string, result: NewsletterResult) => {
      emit('b2b-newsletter-sent', { id, ...result });
      onSent?.({ id, ...result });
    },
    [emit, onSent],
  );
  const form = useNewsletter(sent);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    const wrong = form.validate();
    if (wrong) focusField(formRef.current, wrong);
    else setAsking(true);
  };

  return (
    <StyleRoot rootRef={rootRef} css={newsletterFormStyles} className="b2b-newsletter-form" part="base">
      {form.result ? (
        <div className="b2b-newsletter-done" part="done">
          <div role="status">
            <p className="b2b-newsletter-done-title">{t('newsletterDone')}</p>
            <p>{t('newsletterSentCount', { n: form.result.sent })}</p>
            {form.result.repeated && <p>{t('newsletterAlready')}</p>}
          </div>
          <Button variant="primary" onClick={form.again}>
            {t('newsletterNew')}
          </Button>
        </div>
      ) : (
        <form ref={formRef} className="b2b-newsletter" part="form" noValidate onSubmit={onSubmit} aria-busy={form.busy || undefined}>
          <TextField label={t('newsletterHeader')} name="header" required value={form.values.header} error={form.errors.header} onChange={(e) => form.change('header', e.target.value)} />
          <Field label={t('newsletterAnons')}>
            {(control) => <textarea className="b2b-input" part="input" name="anons" rows={2} {...control} value={form.values.anons} onChange={(e) => form.change('anons', e.target.value)} />}
          </Field>
          <Field label={t('newsletterBody')} required error={form.errors.body}>
            {(control) => (
              <textarea className="b2b-input b2b-newsletter-body" part="input" name="body" rows={10} spellCheck={false} {...control} value={form.values.body} onChange={(e) => form.change('body', e.target.value)} />
            )}
          </Field>
          <section className="b2b-newsletter-preview" part="preview" aria-labelledby={previewId}>
            <h2 id={previewId} className="b2b-newsletter-preview-title">
              {t('newsletterPreview')}
            </h2>
            <article className="b2b-newsletter-letter">
              <h3>{form.values.header}</h3>
              {form.values.anons && <p className="b2b-newsletter-anons">{form.values.anons}</p>}
              {/* DOMPurify's output (use-newsletter.ts): what the portal will send. */}
              <div className="b2b-newsletter-preview-body" dangerouslySetInnerHTML={{ __html: form.preview }} />
            </article>
          </section>
          {form.failure && <Alert tone="error" onRetry={form.resend}>{form.failure}</Alert>}
          <div className="b2b-newsletter-actions">
            <SubmitButton busy={form.busy}>{t('newsletterSend')}</SubmitButton>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={asking}
        text={t('newsletterConfirm')}
        confirmLabel={t('yes')}
        onConfirm={() => {
          setAsking(false);
          form.send();
        }}
        onCancel={() => setAsking(false)}
      />
    </StyleRoot>
  );
}
