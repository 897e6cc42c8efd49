import { memo, useState, type KeyboardEvent } from 'react';
import { t } from '../../core/messages/catalog-filter';
import { formatPrice } from '../../core/format';
import { TextField } from '../../ui/field';
import { parsePrice } from './filter-url';
import { useDraft } from './use-draft';

export interface PriceFacetProps {
  minPrice: number | null;
  maxPrice: number | null;
  /** The section's price range (params.maxmin), for the hints. */
  bounds: { minp: number; maxp: number } | null;
  onChange(range: { minPrice: number | null; maxPrice: number | null }): void;
}

function priceText(n: number | null): string {
  return n === null ? '' : String(n).replace('.', ',');
}

/**
 * 'Цена от / до' as two number fields (a slider is hard to use by keyboard
 * and to hit an exact price with). A reversed range is swapped, not refused.
 */
export const PriceFacet = memo(function PriceFacet({ minPrice, maxPrice, bounds, onChange }: PriceFacetProps) {
  const [invalid, setInvalid] = useState<{ min: boolean; max: boolean }>({ min: false, max: false });

  const apply = (which: 'min' | 'max', text: string) => {
    const value = text.trim() === '' ? null : parsePrice(text);
    const bad = text.trim() !== '' && value === null;
    setInvalid((v) => ({ ...v, [which]: bad }));
    if (bad) return;
    let lo = which === 'min' ? value : minPrice;
    let hi = which === 'max' ? value : maxPrice;
    if (lo !== null && hi !== null && lo > hi) [lo, hi] = [hi, lo];
    onChange({ minPrice: lo, maxPrice: hi });
  };
  const min = useDraft(priceText(minPrice), (text) => apply('min', text), 700);
  const max = useDraft(priceText(maxPrice), (text) => apply('max', text), 700);
  const enter = (commit: () => void) => (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  return (
    <fieldset className="b2b-catalog-filter-fieldset b2b-catalog-filter-price" part="price">
      <legend className="b2b-catalog-filter-heading">{t('catalogPrice')}</legend>
      <div className="b2b-catalog-filter-price-row">
        <TextField
          label={t('catalogPriceFromLabel')}
          inputMode="decimal"
          placeholder={bounds ? formatPrice(bounds.minp) : t('catalogPriceFrom')}
          value={min.text}
          error={invalid.min ? t('catalogPriceInvalid') : undefined}
          onChange={(event) => min.edit(event.target.value)}
          onBlur={min.commit}
          onKeyDown={enter(min.commit)}
        />
        <TextField
          label={t('catalogPriceToLabel')}
          inputMode="decimal"
          placeholder={bounds ? formatPrice(bounds.maxp) : t('catalogPriceTo')}
          value={max.text}
          error={invalid.max ? t('catalogPriceInvalid') : undefined}
          onChange={(event) => max.edit(event.target.value)}
          onBlur={max.commit}
          onKeyDown={enter(max.commit)}
        />
      </div>
      {bounds && bounds.maxp > 0 && (
        <p className="b2b-catalog-filter-hint">{t('catalogPriceBounds', { min: formatPrice(bounds.minp), max: formatPrice(bounds.maxp) })}</p>
      )}
    </fieldset>
  );
});
