import { memo, useId, useMemo, useState } from 'react';
import { t } from '../../core/messages/catalog-filter';
import type { CatalogNode } from '../../core/types';
import { ErrorState, Spinner } from '../../ui/states';
import { pathTo } from './catalog-tree-path';

export interface CatalogTreeProps {
  tree: readonly CatalogNode[] | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  /** Reads the tree again; absent where that cannot help (a refusal). */
  onRetry: (() => void) | undefined;
  selected: number;
  onSelect(id: number): void;
}

/**
 * The catalogue sections as nested lists of buttons (a disclosure
 * navigation: Tab moves between sections, Enter chooses, the arrow button
 * opens a branch). The branch holding the chosen section starts open.
 */
export const CatalogTree = memo(function CatalogTree({ tree, status, error, onRetry, selected, onSelect }: CatalogTreeProps) {
  const path = useMemo(() => (tree ? pathTo(tree, selected) : []), [tree, selected]);
  // Branches the user toggled; the rest follow the chosen section's path.
  const idPrefix = useId();
  const [toggled, setToggled] = useState<ReadonlyMap<number, boolean>>(new Map());
  const isOpen = (id: number) => toggled.get(id) ?? path.includes(id);
  const toggle = (id: number) => setToggled((m) => new Map(m).set(id, !isOpen(id)));

  let body;
  if (status === 'error' && !tree) body = <ErrorState message={error} onRetry={onRetry} />;
  else if (!tree) body = <Spinner label={t('catalogTreeLoading')} />;
  else body = <Branch idPrefix={idPrefix} nodes={tree} selected={selected} isOpen={isOpen} toggle={toggle} onSelect={onSelect} />;

  return (
    <nav className="b2b-catalog-filter-tree" part="tree" aria-label={t('catalogTree')}>
      <h3 className="b2b-catalog-filter-heading">{t('catalogTree')}</h3>
      {body}
    </nav>
  );
});

interface BranchProps {
  idPrefix: string;
  nodes: readonly CatalogNode[];
  selected: number;
  isOpen(id: number): boolean;
  toggle(id: number): void;
  onSelect(id: number): void;
}

function Branch({ idPrefix, nodes, selected, isOpen, toggle, onSelect }: BranchProps) {
  return (
    <ul className="b2b-catalog-filter-tree-list">
      {nodes.map((node) => {
        const open = isOpen(node.id);
        const branchId = `${idPrefix}-${node.id}`;
        return (
          <li key={node.id}>
            <div className="b2b-catalog-filter-tree-row">
              {node.children.length > 0 ? (
                <button
                  type="button"
                  className="b2b-catalog-filter-tree-toggle"
                  aria-expanded={open}
                  aria-controls={open ? branchId : undefined}
                  aria-label={t('catalogExpand', { header: node.header })}
                  onClick={() => toggle(node.id)}
                >
                  <span aria-hidden="true">{open ? '▾' : '▸'}</span>
                </button>
              ) : (
                <span className="b2b-catalog-filter-tree-spacer" aria-hidden="true" />
              )}
              <button
                type="button"
                className="b2b-catalog-filter-tree-node"
                part="tree-node"
                aria-current={node.id === selected ? 'true' : undefined}
                onClick={() => onSelect(node.id)}
              >
                {node.header}
              </button>
            </div>
            {open && node.children.length > 0 && (
              <div id={branchId}>
                <Branch idPrefix={idPrefix} nodes={node.children} selected={selected} isOpen={isOpen} toggle={toggle} onSelect={onSelect} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
