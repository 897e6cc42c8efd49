import { t } from '../../core/messages/account';
import { FormDialog } from '../../blocks/form/FormDialog';
import { Alert } from '../../ui/alert';
import { Field, TextField } from '../../ui/field';
import { SkeletonLines, SkeletonLoading } from '../../ui/states';
import type { usePricePolitics } from './use-price-politics';

/** Spec price_politics: per contract, a discount or markup in percent on the contract's price. */
export function PricePoliticsDialog({ politics }: { politics: ReturnType<typeof usePricePolitics> }) {
  const { rows, manager } = politics;
  return (
    <FormDialog
      open={manager !== null}
      onClose={politics.close}
      title={t('pricePoliticsTitle', { name: manager?.name ?? '' })}
      onSubmit={() => void politics.submit()}
      saving={politics.saving}
      saveDisabled={!rows?.length}
      cancelLabel={t('close')}
      className="b2b-account-form"
    >
        <p>{t('pricePoliticsIntro')}</p>
        {politics.result && (
          <Alert tone={politics.result.ok ? 'success' : 'error'} onClose={politics.dismiss} autoHideMs={politics.result.ok ? 1500 : null}>
            {politics.result.text}
          </Alert>
        )}
        {politics.error && <Alert tone="error">{politics.error}</Alert>}
        {!rows && !politics.error && (
          <SkeletonLoading label={t('loading')}>
            <SkeletonLines lines={2} />
          </SkeletonLoading>
        )}
        {rows?.length === 0 && <p>{t('pricePoliticsNone')}</p>}
        {rows?.map((r) => (
          <fieldset key={r.contract} className="b2b-account-tree">
            <legend>{r.header}</legend>
            <div className="b2b-account-policy">
              <Field label={t('pricePoliticsKind')}>
                {(control) => (
                  <select {...control} className="b2b-input" value={r.kind} onChange={(e) => politics.edit(r.contract, { kind: e.target.value as 'discount' | 'markup' })}>
                    <option value="discount">{t('pricePoliticsDiscount')}</option>
                    <option value="markup">{t('pricePoliticsMarkup')}</option>
                  </select>
                )}
              </Field>
              <TextField
                label={t('pricePoliticsPercent')}
                value={r.percent}
                inputMode="decimal"
                maxLength={5}
                onChange={(e) => politics.edit(r.contract, { percent: e.target.value })}
                error={politics.submitted && politics.invalid(r) ? t('pricePoliticsPercentInvalid') : undefined}
              />
            </div>
          </fieldset>
        ))}
    </FormDialog>
  );
}
