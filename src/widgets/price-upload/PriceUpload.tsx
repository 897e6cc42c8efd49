import { useCallback, useId, useState, type DragEvent, type FormEvent } from 'react';
import { siteUrl } from '../../core/api/client';
import { t } from '../../core/messages/price-upload';
import { PRICE_LIST_CART_PATH, PRICE_UPLOAD_MAX_BYTES, PRICE_UPLOAD_MAX_LINES } from '../../core/constants';
import { formatFileSize } from '../../core/format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { FileField } from '../../ui/file-field';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/states';
import { StyleRoot } from '../../ui/StyleRoot';
import { useDialogHost } from '../../blocks/element/host-context';
import { priceUploadStyles } from './price-upload-styles';
import { ACCEPT } from './checks';
import { ResultTable } from './ResultTable';
import { downloadSample } from './sample';
import { usePriceUpload, type UploadMode } from './use-price-upload';

export interface PriceUploadProps {
  /** The dialog shows while true (the element's `open` attribute). */
  open?: boolean;
  onClose?: () => void;
  /**
   * The chosen lines are in the basket (also the `b2b-price-upload-added`
   * event). Return false to stay on the page; otherwise the widget goes to
   * `cartUrl` (spec 2: the target after adding from a price list).
   */
  onAdded?: (detail: { added: number; count: number }) => boolean | void;
  /** Where to go after adding; default '/cart' on the site. '' stays on the page. */
  cartUrl?: string;
}

/**
 * «Загрузить заказ из файла» (spec 2, /tpl/pricelistfile_form.html): a file
 * (uploadsFromFile, progress in %) or pasted lines (uploadsFromBuffer), then
 * every line read with its status; the buyer chooses, and only on confirm do
 * the chosen lines go into the basket (addCartFromPricelist).
 */
export function PriceUpload({ open = false, onClose, onAdded, cartUrl }: PriceUploadProps) {
  const { rootRef, emit, close } = useDialogHost(onClose);
  const ids = useId();
  const [dragging, setDragging] = useState(false);
  const added = useCallback(
    (count: number, basketCount: number) => {
      const detail = { added: count, count: basketCount };
      emit('b2b-price-upload-added', detail);
      const stay = onAdded?.(detail) === false;
      const target = cartUrl ?? siteUrl(PRICE_LIST_CART_PATH);
      if (!stay && target) window.location.assign(target);
    },
    [emit, onAdded, cartUrl],
  );
  const up = usePriceUpload(added);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    up.send();
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) {
      up.setMode('file');
      up.setFile(file);
    }
  };
  const sending = up.step === 'sending';
  const showResult = up.step === 'result' || up.step === 'adding';
  const n = Object.keys(up.list).length;

  return (
    <StyleRoot rootRef={rootRef} css={priceUploadStyles} className="b2b-price-upload" part="base">
      <Modal open={open} onClose={close} title={showResult ? t('priceUploadResultTitle') : t('priceUploadTitle')} size="large">
        {showResult ? (
          <div className="b2b-upload-result">
            <p role="status" className="b2b-upload-summary" part="summary">
              {t('priceUploadSummary', { total: up.counts.total, ready: up.counts.ready, problems: up.counts.problems })}
            </p>
            <ResultTable lines={up.lines} choices={up.choices} choose={up.choose} disabled={up.step === 'adding'} />
            {up.addError && <Alert tone="error" onRetry={up.readd}>{up.addError}</Alert>}
            <div className="b2b-upload-actions">
              <Button onClick={up.back}>{t('priceUploadBack')}</Button>
              {up.step === 'adding' && <Spinner label={t('priceUploadAdding')} showLabel />}
              <Button variant="primary" part="confirm" onClick={up.confirm} aria-disabled={n === 0 || up.step === 'adding' || undefined}>
                {t('priceUploadConfirm', { n })}
              </Button>
            </div>
          </div>
        ) : (
          <form className="b2b-upload-form" part="form" noValidate onSubmit={onSubmit} aria-busy={sending || undefined}>
            <fieldset className="b2b-upload-modes">
              <legend className="b2b-visually-hidden">{t('priceUploadTitle')}</legend>
              {(['file', 'text'] as UploadMode[]).map((mode) => (
                <label key={mode} className="b2b-check">
                  <input type="radio" name={`${ids}-mode`} checked={up.mode === mode} onChange={() => up.setMode(mode)} disabled={sending} />
                  {t(mode === 'file' ? 'priceUploadModeFile' : 'priceUploadModeText')}
                </label>
              ))}
            </fieldset>
            {up.mode === 'file' ? (
              <div
                className={`b2b-upload-drop${dragging ? ' b2b-upload-drop--over' : ''}`}
                part="drop"
                onDragOver={(e) => {
                  e.preventDefault();
                  setDragging(true);
                }}
                onDragLeave={() => setDragging(false)}
                onDrop={onDrop}
              >
                <FileField
                  label={t('priceUploadFile')}
                  accept={ACCEPT}
                  file={up.file}
                  onChange={up.setFile}
                  progress={sending ? up.progress : null}
                  disabled={sending}
                  description={t('priceUploadFileHint', { size: formatFileSize(PRICE_UPLOAD_MAX_BYTES), lines: PRICE_UPLOAD_MAX_LINES })}
                />
                <p className="b2b-upload-drop-hint" aria-hidden="true">
                  {t('priceUploadDrop')}
                </p>
              </div>
            ) : (
              <Field label={t('priceUploadText')} description={t('priceUploadTextHint')}>
                {(control) => (
                  <textarea
                    {...control}
                    className="b2b-input b2b-upload-text"
                    part="text"
                    rows={8}
                    value={up.text}
                    onChange={(e) => up.setText(e.target.value)}
                    disabled={sending}
                    spellCheck={false}
                  />
                )}
              </Field>
            )}
            <p className="b2b-upload-sample">
              <Button variant="link" onClick={() => downloadSample()}>
                {t('priceUploadSample')}
              </Button>
            </p>
            {up.error && <Alert tone="error" onRetry={up.resend}>{up.error}</Alert>}
            <div className="b2b-upload-actions">
              {sending && up.mode === 'text' && <Spinner label={t('priceUploadChecking')} showLabel />}
              <Button type="submit" variant="primary" part="submit" aria-disabled={sending || undefined}>
                {t('priceUploadSubmit')}
              </Button>
            </div>
          </form>
        )}
      </Modal>
    </StyleRoot>
  );
}
