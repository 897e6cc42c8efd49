import { memo } from 'react';
import { t } from '../../core/messages/catalog-filter';
import type { TagOption } from './tag-options';

export interface TagFacetProps {
  tags: readonly TagOption[];
  selected: readonly string[];
  onToggle(tag: string, on: boolean): void;
}

/** Tag checkboxes with the goods each would leave; a product must carry every ticked tag. */
export const TagFacet = memo(function TagFacet({ tags, selected, onToggle }: TagFacetProps) {
  if (tags.length === 0) return null;
  return (
    <fieldset className="b2b-catalog-filter-fieldset" part="tags">
      <legend className="b2b-catalog-filter-heading">{t('catalogTags')}</legend>
      <ul className="b2b-catalog-filter-checklist">
        {tags.map((tag) => (
          <li key={tag.id}>
            <label className="b2b-catalog-filter-check">
              <input type="checkbox" checked={selected.includes(tag.id)} onChange={(event) => onToggle(tag.id, event.target.checked)} />
              <span>{tag.count === null ? tag.header : t('catalogTagCount', { header: tag.header, n: tag.count })}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
});
