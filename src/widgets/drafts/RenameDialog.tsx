import { t } from '../../core/messages/drafts';
import { FormDialog } from '../../blocks/form/FormDialog';
import { TextField } from '../../ui/field';
import type { useRename } from './use-rename';

/** 'Название черновика': required, like saving one from the basket. */
export function RenameDialog({ rename }: { rename: ReturnType<typeof useRename> }) {
  return (
    <FormDialog
      open={rename.draft !== null}
      onClose={rename.cancel}
      title={t('draftsRenameTitle')}
      size="small"
      onSubmit={() => void rename.submit()}
      saving={rename.saving}
    >
        <TextField
          label={t('draftsRenameTitle')}
          value={rename.name}
          onChange={(event) => rename.edit(event.target.value)}
          error={rename.error}
          required
          maxLength={200}
          autoComplete="off"
        />
    </FormDialog>
  );
}
