import { useId, type FormEvent } from 'react';
import { t } from '../../core/messages/drafts';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Modal } from '../../ui/modal';
import type { useRename } from './use-rename';

/** 'Название черновика': required, like saving one from the basket. */
export function RenameDialog({ rename }: { rename: ReturnType<typeof useRename> }) {
  const formId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void rename.submit();
  };
  return (
    <Modal
      open={rename.draft !== null}
      onClose={rename.cancel}
      title={t('draftsRenameTitle')}
      size="small"
      footer={
        <>
          <Button variant="primary" type="submit" form={formId} disabled={rename.saving} aria-busy={rename.saving || undefined}>
            {t('draftsSave')}
          </Button>
          <Button onClick={rename.cancel}>{t('basketCancel')}</Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('draftsRenameTitle')}
          value={rename.name}
          onChange={(event) => rename.edit(event.target.value)}
          error={rename.error}
          required
          maxLength={200}
          autoComplete="off"
        />
      </form>
    </Modal>
  );
}
