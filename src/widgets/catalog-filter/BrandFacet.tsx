import { memo, useState } from 'react';
import { t } from '../../core/messages/catalog-filter';
import type { Brand } from '../../core/types';
import { Button } from '../../ui/button';

const SHORT_LIST = 12;

export interface BrandFacetProps {
  brands: readonly Brand[];
  selected: readonly string[];
  onToggle(id: string, on: boolean): void;
}

/**
 * Brand checkboxes from `brands.data` with their counts. A chosen brand the
 * current facet no longer lists stays, so it can be unticked.
 */
export const BrandFacet = memo(function BrandFacet({ brands, selected, onToggle }: BrandFacetProps) {
  const [all, setAll] = useState(false);
  const missing = selected.filter((id) => !brands.some((b) => b.id === id)).map((id) => ({ id, header: id, count: null }));
  const list: { id: string; header: string; count: number | null }[] = [...missing, ...brands];
  // Chosen brands always show, whatever their place in the list.
  const shown = all ? list : list.filter((b, i) => i < SHORT_LIST || selected.includes(b.id));
  if (list.length === 0) return null;
  return (
    <fieldset className="b2b-catalog-filter-fieldset b2b-catalog-filter-brands" part="brands">
      <legend className="b2b-catalog-filter-heading">{t('catalogBrands')}</legend>
      <ul className="b2b-catalog-filter-checklist">
        {shown.map((brand) => (
          <li key={brand.id}>
            <label className="b2b-catalog-filter-check">
              <input type="checkbox" checked={selected.includes(brand.id)} onChange={(event) => onToggle(brand.id, event.target.checked)} />
              <span>{brand.count === null ? brand.header : t('catalogBrandCount', { header: brand.header, n: brand.count })}</span>
            </label>
          </li>
        ))}
      </ul>
      {list.length > SHORT_LIST && (
        <Button variant="link" small aria-expanded={all} onClick={() => setAll((v) => !v)}>
          {all ? t('catalogBrandsFewer') : t('catalogBrandsAll', { n: list.length })}
        </Button>
      )}
    </fieldset>
  );
});
