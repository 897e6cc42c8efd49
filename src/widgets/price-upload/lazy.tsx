import { lazyModule, useLazyModule } from '../../ui/lazy-module';
import type { PriceUploadProps } from './PriceUpload';

/** The dialog's code, fetched the first time it opens: the tag on every page costs almost nothing until then. */
export const priceUploadCode = lazyModule(() => import('./PriceUpload'));

/** What the element renders: nothing while closed, the dialog once its code is here. */
export function LazyPriceUpload(props: PriceUploadProps) {
  const { module } = useLazyModule(priceUploadCode, Boolean(props.open));
  if (!module) return null;
  return <module.PriceUpload {...props} />;
}
