import { getDraft } from '../../core/api/history';
import { t } from '../../core/messages/drafts';
import { lineSum } from '../../core/rules/money';
import type { Draft, PreviewLine } from '../../core/types';
import { LinesDialog } from '../../blocks/repeat/LinesDialog';
import type { LinesTableLine } from '../../blocks/repeat/LinesTable';
import { draftLabel } from './draft-label';

/** A draft's line at the contract's price now (the list's sum is too); withdrawn goods at the price they were saved with. */
function asLine(l: PreviewLine): LinesTableLine {
  const price = l.priceNow ?? l.priceThen ?? 0;
  return { type: l.type, id: l.id, articul: l.articul, header: l.header, qnt: l.qnt, price, sum: lineSum(price, l.qnt) };
}

/** A draft's lines, read when opened (GET drafts/{id}). */
export function DraftLinesDialog({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  return (
    <LinesDialog
      title={t('draftsLinesTitle', { name: draftLabel(draft) })}
      summary={[`${draft.date} ${draft.time}`, draft.contractHeader].filter(Boolean).join(' · ')}
      load={async (signal) => (await getDraft(draft.id, { signal })).lines.map(asLine)}
      onClose={onClose}
    />
  );
}
