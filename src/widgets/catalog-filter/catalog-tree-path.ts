/** Where a catalogue id sits in the tree (pure). */
import type { CatalogNode } from '../../core/types';

/** Ids from a root down to `id` (inclusive); [] when the tree does not hold it. */
export function pathTo(nodes: readonly CatalogNode[], id: number): number[] {
  for (const node of nodes) {
    if (node.id === id) return [node.id];
    const inner = pathTo(node.children, id);
    if (inner.length) return [node.id, ...inner];
  }
  return [];
}

export function findNode(nodes: readonly CatalogNode[], id: number): CatalogNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = findNode(node.children, id);
    if (inner) return inner;
  }
  return undefined;
}
