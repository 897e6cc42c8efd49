import { useEffect, useRef } from 'react';
import type { BasketStore } from '../../stores/basket-types';
import { PastedLines } from './PastedLines';
import { usePastedRows } from './use-pasted-rows';

/** One paste into the code field; a new object for every paste, even of the same text. */
export interface Paste {
  text: string;
}

export interface PastedPanelProps {
  paste: Paste;
  basket: BasketStore;
  target: Parameters<typeof usePastedRows>[1];
  warehouse: number | null;
  /** Stop-orders contract: nothing can be added. */
  disabled: boolean;
  /** Lines went into the basket: `added` of them. */
  onAdded(added: number): void;
  /** Nothing left to show (cleared, or every line added). */
  onDone(): void;
}

/**
 * The pasted lines' review and add: its own chunk (FastOrder loads it on the
 * first paste of lines), since most header fast orders are one typed code.
 */
export function PastedPanel({ paste, basket, target, warehouse, disabled, onAdded, onDone }: PastedPanelProps) {
  const lines = usePastedRows(basket, target);
  const { paste: resolve, rows } = lines;
  // Every paste starts a new review, resolving its codes.
  useEffect(() => resolve(paste.text), [paste, resolve]);
  // The review ended (cleared, or every line went into the basket) once it had rows.
  const shown = useRef(false);
  const empty = rows === null;
  useEffect(() => {
    if (!empty) shown.current = true;
    else if (shown.current) onDone();
  }, [empty, onDone]);
  if (!rows) return null;

  const onAdd = async () => {
    const done = await lines.add();
    if (done && done.added > 0) onAdded(done.added);
  };
  return (
    <PastedLines
      rows={rows}
      warehouse={warehouse}
      adding={lines.adding}
      addError={lines.addError}
      disabled={disabled}
      onQuantity={lines.setQuantity}
      onChoose={lines.choose}
      onRetryRow={lines.retryRow}
      onAdd={() => void onAdd()}
      onRetryAdd={lines.addRetryable ? () => void onAdd() : undefined}
      onClear={lines.clear}
    />
  );
}
