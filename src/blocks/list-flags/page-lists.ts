/**
 * The page's favourites and needs store (stores/lists.ts) and its React
 * bindings. Kept in this folder, not in stores/page.ts, so the store's code
 * loads only with the tags that use it (<b2b-catalog-filter>,
 * <b2b-favorites>, <b2b-needs>: one chunk of theirs, vite.standalone.config.ts)
 * and not with every page's runtime.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { setListed, unsetListed } from '../../core/api/lists';
import { createListsStore, flagOf, openListsChannel, type ListKind, type ListsApi, type ListsStore } from '../../stores/lists';
import { onPageStoresReset } from '../../stores/page';

export const pageListsApi: ListsApi = {
  set: (kind, id) => setListed(kind, id),
  unset: (kind, ids) => unsetListed(kind, ids),
};

let lists: ListsStore | undefined;

/** The favourites and needs flags of the page, created on first use. */
export function getListsStore(): ListsStore {
  if (!lists) {
    lists = createListsStore({ api: pageListsApi, channel: openListsChannel() });
    onPageStoresReset(() => {
      lists?.dispose();
      lists = undefined;
    });
  }
  return lists;
}

const ListsContext = createContext<ListsStore | null>(null);

/** Hands a store of its own to the widgets inside (Storybook, tests); otherwise they share the page's. */
export function ListsProvider({ store, children }: { store: ListsStore; children?: ReactNode }): ReactNode {
  return createElement(ListsContext, { value: store }, children);
}

export function useListsStore(): ListsStore {
  return useContext(ListsContext) ?? getListsStore();
}

/** A product's flag on one list: the page's truth once it has one, else the reply's. */
export function useListFlag(kind: ListKind, id: number, fromReply: boolean): boolean {
  return useStore(useListsStore().store, (s) => flagOf(s, kind, id, fromReply));
}

/** Whether a change of the product's flag is on its way. */
export function useListPending(kind: ListKind, id: number): boolean {
  return useStore(useListsStore().store, (s) => s.pending[kind][id] === true);
}

/** Bumps on every confirmed change of the list (here or in another tab). */
export function useListVersion(kind: ListKind): number {
  return useStore(useListsStore().store, (s) => s.version[kind]);
}
