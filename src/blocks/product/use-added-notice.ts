/**
 * Spec 8: 'Товар добавлен в корзину' with links to the cart or to continue,
 * for 2.5 s (spec 9), and `b2b-basket-change` to the host page.
 */
import { useCallback, type RefObject } from 'react';
import { getConfig } from '../../core/config';
import { t } from '../../core/messages/product';
import { ADDED_TO_CART_POPUP_MS } from '../../core/constants';
import { useToast } from '../../ui/alert';
import { useEmit } from '../element/host-context';

export function useAddedNotice(root: RefObject<Element | null>): (count: number) => void {
  const emit = useEmit(root);
  const toast = useToast();
  return useCallback(
    (count: number) => {
      emit('b2b-basket-change', { count });
      toast.show({
        tone: 'success',
        message: t('addedToBasket'),
        actions: [{ label: t('toCart'), href: `${getConfig().siteBase}/cart/` }, { label: t('continueShopping') }],
        duration: ADDED_TO_CART_POPUP_MS,
      });
    },
    [emit, toast],
  );
}
