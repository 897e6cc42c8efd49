/**
 * The account's short lists of places (<b2b-addresses>, <b2b-consignees>):
 * read whole, a heading with «Добавить», «Данные сохранены» after a save, a
 * removal of one row or the checked ones after the spec's question, the
 * failure with a retry, and the loading, error and empty states. The widget
 * is a PlacesConfig: its calls, its form, its columns and its strings.
 */
import { useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { t } from '../../core/messages/text';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmProvider } from '../../ui/confirm';
import { StyleRoot } from '../../ui/StyleRoot';
import type { Column, RowId } from '../../ui/data-table';
import { RecordTable } from './record-table';
import { useRecordActions } from './use-record-actions';
import { useRecordList } from './use-record-list';
import { ActionFailure } from '../load/ActionFailure';

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
      <ActionFailure actions={removal} text={(reason) => t('placesFailed', { reason })} />
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

/** The form a places list opens: for a new record or one of its rows. */
interface PlacesForm<T> {
  open(subject: 'new' | T): void;
  form: { subject: 'new' | T | null };
}

/** One places tag: what differs between <b2b-addresses> and <b2b-consignees>. */
export interface PlacesConfig<T extends { id: number }, F extends PlacesForm<T>> {
  load(signal: AbortSignal): Promise<readonly T[]>;
  remove(ids: readonly number[]): Promise<unknown>;
  /** The form's hook (called on every render, so one function for the tag's life); it gets the list's onSaved. */
  useForm(onSaved: (row: T) => void): F;
  columns(actions: { edit(row: T): void; remove(row: T): void; busy: ReadonlySet<number> }): Column<T>[];
  /** The form's dialog. */
  Dialog: ComponentType<{ form: F }>;
  /** The strings, read when rendering (a host may override them): the caption, the empty state and the question before a removal. */
  text(): { caption: string; empty: string; question: string };
  rowLabel(row: T): string;
  /** «Данные сохранены» waits for the dialog to close (a form that may stay open after its save). */
  savedAfterClose?: boolean;
}

/** A places tag: its config in the widget's root, with the confirm dialog its removals ask in. */
export function PlacesTag<T extends { id: number }, F extends PlacesForm<T>>(props: { config: PlacesConfig<T, F>; css: readonly string[]; className: string }) {
  return (
    <StyleRoot css={props.css} className={props.className} providers={[ConfirmProvider]}>
      <PlacesBody config={props.config} />
    </StyleRoot>
  );
}

function PlacesBody<T extends { id: number }, F extends PlacesForm<T>>({ config }: { config: PlacesConfig<T, F> }) {
  const text = config.text();
  const places = usePlacesList(config.load, config.remove, text.question);
  const form = config.useForm(places.onSaved);
  const { removeIds, busy } = places;
  const openForm = form.open;
  const columns = useMemo(() => config.columns({ edit: openForm, remove: (row) => removeIds([row.id]), busy }), [config, openForm, removeIds, busy]);
  return (
    <PlacesListView
      places={places}
      caption={text.caption}
      emptyTitle={text.empty}
      columns={columns}
      rowLabel={config.rowLabel}
      onAdd={() => openForm('new')}
      showSaved={!config.savedAfterClose || form.form.subject === null}
    >
      <config.Dialog form={form} />
    </PlacesListView>
  );
}
