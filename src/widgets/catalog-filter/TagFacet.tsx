import { memo } from 'react';
import { t } from '../../core/config';

export interface TagFacetProps {
  tags: readonly string[];
  selected: readonly string[];
  onToggle(tag: string, on: boolean): void;
}

/** Tag checkboxes; a product must carry every ticked tag. */
export const TagFacet = memo(function TagFacet({ tags, selected, onToggle }: TagFacetProps) {
  if (tags.length === 0) return null;
  return (
    <fieldset className="b2b-catalog-filter-fieldset" part="tags">
      <legend className="b2b-catalog-filter-heading">{t('catalogTags')}</legend>
      <ul className="b2b-catalog-filter-checklist">
        {tags.map((tag) => (
          <li key={tag}>
            <label className="b2b-catalog-filter-check">
              <input type="checkbox" checked={selected.includes(tag)} onChange={(event) => onToggle(tag, event.target.checked)} />
              <span>{tag}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
});
