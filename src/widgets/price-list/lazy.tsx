import { lazyModule, useLazyModule } from '../../ui/lazy-module';
import type { PriceListProps } from './PriceList';

/** The dialog's code, fetched the first time it opens: the tag on every page costs almost nothing until then. */
export const priceListCode = lazyModule(() => import('./PriceList'));

/** What the element renders: nothing while closed, the dialog once its code is here. */
export function LazyPriceList(props: PriceListProps) {
  const { module } = useLazyModule(priceListCode, Boolean(props.open));
  if (!module) return null;
  return <module.PriceList {...props} />;
}
