import { lazyModule, useLazyModule } from '../../ui/lazy-module';
import type { ConsigneeFormApi } from './use-consignee-form';

/**
 * The consignee form with its file field loads when first opened (design:
 * dialogs load their body lazily): the file field and progress bar stay out
 * of what every page loads.
 */
export const consigneeDialogCode = lazyModule(() => import('./ConsigneeDialog'));

export function LazyConsigneeDialog({ form }: { form: ConsigneeFormApi }) {
  const { module, error } = useLazyModule(consigneeDialogCode, form.form.subject !== null);
  // A failed fetch goes to the widget's error box, as for every lazy dialog.
  if (error) throw error;
  return module ? <module.ConsigneeDialog form={form} /> : null;
}
