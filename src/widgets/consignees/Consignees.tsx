import { deleteConsignees, getConsignees } from '../../core/api/places';
import { t } from '../../core/messages/consignees';
import type { Consignee } from '../../core/types';
import { PlacesTag, type PlacesConfig } from '../../blocks/record-list/places-list';
import { consigneeColumns, consigneeName } from './consignee-columns';
import { consigneesStyles } from './consignees-styles';
import { LazyConsigneeDialog } from './LazyConsigneeDialog';
import { useConsigneeForm, type ConsigneeFormApi } from './use-consignee-form';

const consignees: PlacesConfig<Consignee, ConsigneeFormApi> = {
  load: (signal) => getConsignees({ signal }),
  remove: (ids) => deleteConsignees(ids),
  useForm: useConsigneeForm,
  columns: consigneeColumns,
  Dialog: LazyConsigneeDialog,
  text: () => ({ caption: t('consigneesCaption'), empty: t('consigneesEmpty'), question: t('confirmDeleteConsignee') }),
  rowLabel: (c) => t('consigneeRowLabel', { name: consigneeName(c) }),
  // A failed scan upload keeps the dialog open on the saved consignee.
  savedAfterClose: true,
};

/**
 * The customer's consignees: surname, name and the scan of the
 * power of attorney (images only, upload progress shown); add, edit, delete
 * one or the checked ones after 'Удалить грузополучателя?'.
 */
export function Consignees() {
  return <PlacesTag config={consignees} css={consigneesStyles} className="b2b-consignees" />;
}
