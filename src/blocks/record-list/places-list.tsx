/**
 * The account's short lists of places (<b2b-addresses>, <b2b-consignees>):
 * read whole, a heading with «Добавить», «Данные сохранены» after a save, a
 * removal of one row or the checked ones after the spec's question, the
 * failure with a retry, and the loading, error and empty states. The widget
 * brings its columns, its form and its strings.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { t } from '../../core/messages/text';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import type { Column, RowId } from '../../ui/data-table';
import { RecordTable } from './record-table';
import { useRecordActions } from './use-record-actions';
import { useRecordList } from './use-record-list';

/** The list's state and what changes it; `question` is asked before every removal. */
export function usePlacesList<T extends { id: number }>(
  load: (signal: AbortSignal) => Promise<readonly T[]>,
  remove: (ids: readonly number[]) => Promise<unknown>,
  question: string,
) {
  const list = useRecordList(load);
  const [checked, setChecked] = useState<ReadonlySet<RowId>>(new Set());
  const [saved, setSaved] = useState(false);
  const { drop, put } = list;
  const onRemoved = useCallback(
    (ids: readonly number[]) => {
      drop(ids);
      setChecked((prev) => new Set([...prev].filter((id) => !ids.includes(Number(id)))));
    },
    [drop],
  );
  const removal = useRecordActions<'remove'>(remove, onRemoved);
  const { act } = removal;
  /** A save of the form: the row takes its place (or joins the end), and «Данные сохранены» shows. */
  const onSaved = useCallback(
    (row: T) => {
      put(row);
      setSaved(true);
    },
    [put],
  );
  const removeIds = useCallback((ids: readonly number[]) => void act(ids, 'remove', question), [act, question]);
  return { list, checked, setChecked, saved, hideSaved: () => setSaved(false), removal, onSaved, removeIds, busy: removal.busy };
}

export type PlacesList<T extends { id: number }> = ReturnType<typeof usePlacesList<T>>;

export interface PlacesListViewProps<T extends { id: number }> {
  places: PlacesList<T>;
  caption: string;
  emptyTitle: string;
  columns: Column<T>[];
  rowLabel(row: T): string;
  /** «Добавить»: opens the form for a new record. */
  onAdd(): void;
  /** «Данные сохранены» waits while this is false (the form's dialog is still open). */
  showSaved?: boolean;
  /** The form's dialog. */
  children?: ReactNode;
}

export function PlacesListView<T extends { id: number }>({ places, caption, emptyTitle, columns, rowLabel, onAdd, showSaved = true, children }: PlacesListViewProps<T>) {
  const { list, removal } = places;
  return (
    <div className="b2b-places-body" part="base">
      <div className="b2b-places-bar">
        <h2 className="b2b-places-title">{caption}</h2>
        <Button variant="primary" onClick={onAdd}>
          {t('placesAdd')}
        </Button>
      </div>
      {places.saved && showSaved && (
        <Alert tone="success" autoHideMs={1500} onClose={places.hideSaved}>
          {t('dataSaved')}
        </Alert>
      )}
      {removal.failure && (
        <Alert tone="error" onClose={removal.dismiss} actions={[{ label: t('retry'), onClick: removal.retry }]}>
          {t('placesFailed', { reason: removal.failure.message })}
        </Alert>
      )}
      <RecordTable
        list={list}
        checked={places.checked}
        onCheckedChange={places.setChecked}
        caption={caption}
        emptyTitle={emptyTitle}
        columns={columns}
        rowLabel={rowLabel}
        bulkActions={(ids) => (
          <Button small variant="danger" onClick={() => places.removeIds(ids)}>
            {t('placesDeleteChecked')}
          </Button>
        )}
      />
      {children}
    </div>
  );
}

