import { lazyDialog } from '../../blocks/dialog/lazy-dialog';
import { lazyModule } from '../../ui/lazy-module';

/**
 * What the element renders: the dialog's code is fetched the first time it
 * opens (or an opener is pointed at), so the tag on every page costs almost
 * nothing until then. npm users import PriceUpload itself from the index.
 */
export const LazyPriceUpload = lazyDialog(lazyModule(() => import('./PriceUpload').then((m) => m.PriceUpload)), { name: 'price-upload' });
