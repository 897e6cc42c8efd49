import { useCallback, useId, type FormEvent } from 'react';
import { t } from '../../core/messages/price-list';
import type { PriceListReply } from '../../core/types';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { IdSelect } from '../../ui/select';
import { ErrorState, Spinner } from '../../ui/states';
import { StyleRoot } from '../../ui/StyleRoot';
import { useDialogHost } from '../../blocks/element/host-context';
import { priceListStyles } from './price-list-styles';
import { fileUrl, startDownload } from './download';
import { usePriceList } from './use-price-list';

export interface PriceListProps {
  /** The dialog shows while true (the element's `open` attribute). */
  open?: boolean;
  onClose?: () => void;
  /** The file is made (also the `b2b-price-list-ready` event); the download has started. */
  onReady?: (reply: { link: string; file: string }) => void;
  /** Only show the link, do not start the download by itself (the `link-only` attribute). */
  linkOnly?: boolean;
}

/**
 * «Скачать прайс-лист» (spec 2, /tpl/pricelist_form.html): contract, "only in
 * stock" and catalogue sections, then POST getPriceList; the portal's .xlsx
 * downloads at once and its link stays on screen.
 */
export function PriceList({ open = false, onClose, onReady, linkOnly = false }: PriceListProps) {
  const { rootRef, emit, close: closeDialog } = useDialogHost(onClose);
  const ids = useId();
  const ready = useCallback(
    (reply: PriceListReply) => {
      const href = fileUrl(reply.link);
      if (!linkOnly) startDownload(href, reply.file);
      emit('b2b-price-list-ready', { link: href, file: reply.file });
      onReady?.({ link: href, file: reply.file });
    },
    [linkOnly, emit, onReady],
  );
  const form = usePriceList(open, ready);

  const close = () => {
    if (form.step === 'ready') form.again();
    closeDialog();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  const making = form.step === 'making';

  return (
    <StyleRoot rootRef={rootRef} css={priceListStyles} className="b2b-price-list" part="base">
      <Modal open={open} onClose={close} title={t('priceListTitle')} size="medium">
        {form.step === 'ready' && form.reply ? (
          <div className="b2b-price-list-done" part="done">
            <p role="status">{t('priceListReady')}</p>
            <p>
              <a href={fileUrl(form.reply.link)} download={form.reply.file} part="link" className="b2b-price-list-link">
                {form.reply.file}
              </a>
            </p>
            <div className="b2b-price-list-actions">
              <Button onClick={form.again}>{t('priceListSubmit')}</Button>
              <Button variant="primary" onClick={close} autoFocus>
                {t('close')}
              </Button>
            </div>
          </div>
        ) : (
          <form className="b2b-price-list-form" part="form" noValidate onSubmit={onSubmit} aria-busy={making || undefined}>
            {form.contracts.length > 0 && (
              <IdSelect label={t('priceListContract')} part="input" value={form.contract} onChange={form.setContract} items={form.contracts} />
            )}
            <label className="b2b-check" part="available">
              <input type="checkbox" checked={form.available} onChange={(e) => form.setAvailable(e.target.checked)} />
              {t('priceListAvailable')}
            </label>
            <fieldset className="b2b-price-list-sections" part="sections" aria-describedby={`${ids}-refusal`}>
              <legend>{t('priceListCategories')}</legend>
              {form.loadError ? (
                <ErrorState message={form.loadError} onRetry={form.reloadCategories} />
              ) : form.categories === null ? (
                <Spinner label={t('loading')} showLabel />
              ) : (
                <>
                  <label className="b2b-check b2b-price-list-all">
                    <input type="checkbox" checked={form.choice.all} onChange={form.toggleEvery} />
                    {t('priceListAll')}
                  </label>
                  <div className="b2b-price-list-section-list">
                    {form.categories.map((c) => (
                      <label key={c.id} className="b2b-check">
                        <input type="checkbox" checked={form.choice.checked.includes(c.id)} onChange={() => form.toggle(c.id)} />
                        {c.header}
                      </label>
                    ))}
                  </div>
                </>
              )}
              <p id={`${ids}-refusal`} className="b2b-price-list-refusal" role="status" part="notice">
                {form.refusal}
              </p>
            </fieldset>
            {form.error && <Alert tone="error" onRetry={form.resubmit}>{form.error}</Alert>}
            <div className="b2b-price-list-actions">
              {making && <Spinner label={t('priceListMaking')} showLabel />}
              <Button
                type="submit"
                variant="primary"
                part="submit"
                aria-disabled={making || form.categories === null || undefined}
              >
                {t('priceListSubmit')}
              </Button>
            </div>
          </form>
        )}
      </Modal>
    </StyleRoot>
  );
}
