import { useId, type FormEvent } from 'react';
import { t } from '../../core/messages/basket';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Modal } from '../../ui/modal';
import type { useSaveDraft } from './use-save-draft';

type Draft = ReturnType<typeof useSaveDraft>;

/** 'Сохранить корзину как черновик': a name (default 'Корзина от <date> <time>'), required. */
export function DraftDialog({ draft }: { draft: Draft }) {
  const formId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void draft.submit();
  };
  return (
    <Modal
      open={draft.open}
      onClose={draft.cancel}
      title={t('basketDraftTitle')}
      size="small"
      footer={
        <>
          <Button variant="primary" type="submit" form={formId} disabled={draft.saving} aria-busy={draft.saving || undefined}>
            {t('basketDraftSubmit')}
          </Button>
          <Button onClick={draft.cancel}>{t('basketCancel')}</Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('basketDraftName')}
          value={draft.name}
          onChange={(event) => draft.edit(event.target.value)}
          error={draft.error}
          required
          maxLength={200}
          autoComplete="off"
        />
      </form>
    </Modal>
  );
}
