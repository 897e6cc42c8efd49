import { lazyDialog } from '../../blocks/dialog/lazy-dialog';
import { lazyModule } from '../../ui/lazy-module';
import type { ConsigneeFormApi } from './use-consignee-form';

/**
 * The consignee form with its file field loads when first opened: the file
 * field and progress bar stay out of what every page loads.
 */
export const LazyConsigneeDialog = lazyDialog(
  lazyModule(() => import('./ConsigneeDialog').then((m) => m.ConsigneeDialog)),
  { isOpen: ({ form }: { form: ConsigneeFormApi }) => form.form.subject !== null },
);
