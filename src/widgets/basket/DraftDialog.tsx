import { t } from '../../core/messages/basket';
import { FormDialog } from '../../blocks/form/FormDialog';
import { TextField } from '../../ui/field';
import type { useSaveDraft } from './use-save-draft';

type Draft = ReturnType<typeof useSaveDraft>;

/** 'Сохранить корзину как черновик': a name (default 'Корзина от <date> <time>'), required. */
export function DraftDialog({ draft }: { draft: Draft }) {
  return (
    <FormDialog
      open={draft.open}
      onClose={draft.cancel}
      title={t('basketDraftTitle')}
      size="small"
      onSubmit={() => void draft.submit()}
      saving={draft.saving}
      saveLabel={t('basketDraftSubmit')}
    >
        <TextField
          label={t('basketDraftName')}
          value={draft.name}
          onChange={(event) => draft.edit(event.target.value)}
          error={draft.error}
          required
          maxLength={200}
          autoComplete="off"
        />
    </FormDialog>
  );
}
