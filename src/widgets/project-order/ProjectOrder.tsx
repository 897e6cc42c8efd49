import { useId, useRef, type FormEvent } from 'react';
import { t } from '../../core/messages/project-order';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Field, TextField } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { IdSelect } from '../../ui/select';
import { StyleRoot } from '../../ui/StyleRoot';
import { focusField } from '../../blocks/form/focus-field';
import { SubmitButton } from '../../blocks/form/SubmitButton';
import { useDialogHost, useOutcome } from '../../blocks/element/host-context';
import { firstCellId, LinesGrid } from './LinesGrid';
import { PlaceFields } from './PlaceFields';
import { projectOrderStyles } from './project-order-styles';
import type { CheckClock } from './use-line-check';
import { useProjectOrder } from './use-project-order';

export interface ProjectOrderProps {
  /** The dialog shows while true (the element's `open` attribute). */
  open?: boolean;
  onClose?: () => void;
  /** The portal saved the order (also the `b2b-project-order-sent` event). */
  onSent?: (id: number) => void;
  /** Timers of the lines' 500 ms re-check; tests pass a clock they step. */
  checkClock?: CheckClock;
}

/** The detail of `b2b-project-order-sent`. */
const toDetail = (id: number) => ({ id });

/**
 * The project order (spec 2 "project-order form", spec 3): partner, federal
 * district, region and city of the event, contract, comment, and its goods as
 * import lines typed or pasted into a grid, re-checked 500 ms after typing
 * stops (spec 5). Sent only with no error marks and at least one product.
 */
export function ProjectOrder({ open = false, onClose, onSent, checkClock }: ProjectOrderProps) {
  const { rootRef, emit, close } = useDialogHost(onClose);
  const formRef = useRef<HTMLFormElement>(null);
  const linesErrorId = useId();
  const sent = useOutcome(emit, 'b2b-project-order-sent', toDetail, onSent);
  const form = useProjectOrder(open, checkClock, sent);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = form.submit();
    const root = formRef.current;
    if (wrong === null || !root) return;
    if (typeof wrong === 'number') firstCellId(root, wrong)?.focus();
    else if (wrong === 'lines') firstCellId(root, 0)?.focus();
    else focusField(root, wrong);
  };

  return (
    <StyleRoot rootRef={rootRef} css={projectOrderStyles} className="b2b-project-order" part="base">
      <Modal open={open} onClose={close} title={t('projectTitle')} size="large">
        <form ref={formRef} className="b2b-project-form" part="form" noValidate onSubmit={onSubmit} aria-busy={form.busy || undefined}>
          {form.listsError && <Alert tone="error" onRetry={form.reloadLists}>{form.listsError}</Alert>}
          <div className="b2b-project-fields">
            <TextField
              label={t('projectPartner')}
              name="partner"
              required
              autoFocus
              value={form.fields.partner}
              error={form.errors.partner}
              onChange={(e) => form.change('partner', e.target.value)}
            />
            {form.contracts.length > 0 && (
              <IdSelect
                label={t('projectContract')}
                part="input"
                name="contract"
                value={form.contract}
                onChange={(id) => form.change('contract', id)}
                items={form.contracts}
              />
            )}
            <PlaceFields form={form} />
          </div>
          <LinesGrid form={form} />
          <p id={linesErrorId} className="b2b-project-form-error" part="form-error" role="alert">
            {form.formError}
          </p>
          <Field label={t('projectComment')}>
            {(control) => (
              <textarea className="b2b-input" part="input" name="comment" rows={3} {...control} value={form.fields.comment} onChange={(e) => form.change('comment', e.target.value)} />
            )}
          </Field>
          {form.failure && <Alert tone="error">{form.failure}</Alert>}
          <p role="status" className="b2b-project-sent" part="sent">
            {form.sentId !== null ? t('projectSent', { id: form.sentId }) : ''}
          </p>
          <div className="b2b-project-actions">
            <Button onClick={close}>{t('close')}</Button>
            <SubmitButton busy={form.busy}>{t('projectSubmit')}</SubmitButton>
          </div>
        </form>
      </Modal>
    </StyleRoot>
  );
}
