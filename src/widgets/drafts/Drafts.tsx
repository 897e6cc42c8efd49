import { useCallback, useMemo, useRef, useState } from 'react';
import { previewDraft, removeDrafts, repeatDraft } from '../../core/api/history';
import { t } from '../../core/messages/drafts';
import { PAGE_SIZE } from '../../core/constants';
import type { Draft } from '../../core/types';
import { Button } from '../../ui/button';
import { ConfirmProvider } from '../../ui/confirm';
import { DataTable, type RowId } from '../../ui/data-table';
import { StyleRoot } from '../../ui/StyleRoot';
import { ListResults } from '../../blocks/load/ListResults';
import { LazyRepeatDialogs } from '../../blocks/repeat/LazyRepeatDialogs';
import { useRepeat, type RepeatSource } from '../../blocks/repeat/use-repeat';
import { draftColumns } from './draft-columns';
import { draftLabel } from './draft-label';
import { draftsStyles } from './drafts-styles';
import { RenameDialog } from './RenameDialog';
import { useDraftList } from './use-draft-list';
import { useDraftChanges } from './use-draft-changes';
import { useRename } from './use-rename';
import { lazyPart } from '../../ui/lazy-part';
import { ActionFailure } from '../../blocks/load/ActionFailure';
import { useRecordActions } from '../../blocks/record-list/use-record-actions';

/** The lines of one row, fetched when the buyer opens them. */
const DraftLinesDialog = lazyPart(() => import('./DraftLinesDialog').then((m) => m.DraftLinesDialog));

export interface DraftsProps {
  /** Drafts per page; default 10 (spec 9). */
  perpage?: number;
}

/** A draft's card on a phone (drafts-cards.css.ts), for a page long enough to virtualise. */
const CARD_HEIGHT = 150;

const draftSource: RepeatSource = { preview: (id) => previewDraft(id), repeat: (id, lines) => repeatDraft(id, lines) };
const removeAll = (ids: readonly number[]) => removeDrafts(ids);

/**
 * The drafts: baskets put aside, newest first; open one to see its
 * lines, repeat it into the basket after the what-changed preview (the same
 * flow as orders), rename it, remove it or the checked ones.
 */
export function Drafts(props: DraftsProps) {
  return (
    <StyleRoot css={draftsStyles} className="b2b-drafts" providers={[ConfirmProvider]}>
      <DraftsBody {...props} />
    </StyleRoot>
  );
}

function DraftsBody({ perpage = PAGE_SIZE.drafts }: DraftsProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const list = useDraftList(perpage);
  const [checked, setChecked] = useState<ReadonlySet<RowId>>(new Set());
  const reload = list.reload;
  const uncheck = useCallback((ids: readonly number[]) => setChecked((prev) => new Set([...prev].filter((id) => !ids.includes(Number(id))))), []);
  const onRemoved = useCallback(
    (ids: readonly number[]) => {
      uncheck(ids);
      reload();
    },
    [uncheck, reload],
  );
  // A draft removed or renamed in another tab meanwhile: the list catches up and one line says so.
  const { removed, renamed, repeated } = useDraftChanges(list, uncheck);
  const removal = useRecordActions<'remove'>(removeAll, onRemoved, removed);
  const { say } = removal;
  const rename = useRename(
    list.replace,
    useCallback((error: unknown, draft: Draft) => say(renamed(error, draft)), [say, renamed]),
  );
  const repeat = useRepeat(
    draftSource,
    rootRef,
    useCallback((error: unknown, id: number) => say(repeated(error, id)), [say, repeated]),
  );
  const [open, setOpen] = useState<Draft | null>(null);

  const busy = useMemo(() => {
    const ids = new Set(removal.busy);
    if (repeat.state.kind === 'loading') ids.add(repeat.state.id);
    return ids;
  }, [removal.busy, repeat.state]);
  const { act } = removal;
  const remove = useCallback((ids: readonly number[], question: string) => act(ids, 'remove', question), [act]);
  const startRepeat = repeat.start;
  const startRename = rename.start;
  const columns = useMemo(
    () =>
      draftColumns({
        open: setOpen,
        repeat: (d) => startRepeat(d.id, draftLabel(d)),
        rename: (d) => startRename(d, draftLabel(d)),
        remove: (d) => void remove([d.id], t('draftsRemoveAsk', { name: draftLabel(d) })),
        busy,
      }),
    [startRepeat, startRename, remove, busy],
  );
  const getRowId = useCallback((d: Draft) => d.id, []);

  return (
    <div ref={rootRef} className="b2b-drafts-body" part="base">
      <ActionFailure actions={removal} text={(reason) => t('draftsFailed', { reason })} />
      <ListResults
        load={list}
        skeletonLines={Math.min(perpage, 5)}
        className="b2b-drafts-results"
        header={(d) =>
          d.count > 0 && (
            <p className="b2b-drafts-found" role="status">
              {t('draftsFound', { n: d.count })}
            </p>
          )
        }
        isEmpty={(d) => d.count === 0}
        empty={t('draftsEmpty')}
        pagination={(d) => d.pagination}
        onPage={list.setPage}
      >
        {(d) => (
          <DataTable
            caption={t('draftsCaption')}
            className="b2b-drafts-table"
            cardHeight={CARD_HEIGHT}
            columns={columns}
            rows={d.drafts}
            getRowId={getRowId}
            selectable
            checkedIds={checked}
            onCheckedChange={setChecked}
            rowLabel={(row) => t('draftsRowLabel', { name: draftLabel(row) })}
            bulkActions={(ids) => (
              <Button small variant="danger" onClick={() => void remove([...ids].map(Number), t('draftsRemoveCheckedAsk', { n: ids.size }))}>
                {t('draftsRemoveChecked')}
              </Button>
            )}
          />
        )}
      </ListResults>
      {open && <DraftLinesDialog draft={open} onClose={() => setOpen(null)} />}
      <RenameDialog rename={rename} />
      <LazyRepeatDialogs flow={repeat} />
    </div>
  );
}
