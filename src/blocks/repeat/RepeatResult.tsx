import { getConfig } from '../../core/config';
import { t } from '../../core/messages/repeat';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';

/** The spec's result modals: 'Заказ добавлен в корзину' with the count, or 'Нет в наличии'. */
export function RepeatResult({ count, onClose }: { count: number; onClose: () => void }) {
  const added = count > 0;
  return (
    <Modal
      open
      onClose={onClose}
      title={added ? t('repeatDone') : t('repeatEmptyTitle')}
      size="small"
      className="b2b-repeat-result"
      footer={
        <>
          {added && (
            <a className="b2b-button b2b-button--primary" href={`${getConfig().siteBase}/cart/`}>
              {t('toCart')}
            </a>
          )}
          <Button onClick={onClose}>{t('close')}</Button>
        </>
      }
    >
      <p>{added ? t('repeatDoneCount', { n: count }) : t('repeatEmpty')}</p>
    </Modal>
  );
}
