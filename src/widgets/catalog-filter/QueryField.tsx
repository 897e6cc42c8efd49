import { memo } from 'react';
import type { FormEvent } from 'react';
import { t } from '../../core/messages/catalog-filter';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Select } from '../../ui/select';
import type { SearchRange } from './filter-url';
import { useDraft } from './use-draft';

export interface QueryFieldProps {
  query: string;
  searchRange: SearchRange;
  onQuery(query: string): void;
  onSearchRange(range: SearchRange): void;
}

/** The text query: applied after a pause in typing, or at once with Enter or 'Найти'. */
export const QueryField = memo(function QueryField({ query, searchRange, onQuery, onSearchRange }: QueryFieldProps) {
  const draft = useDraft(query, (text) => onQuery(text.trim()));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    draft.commit();
  };
  return (
    <form className="b2b-catalog-filter-query" part="query" role="search" onSubmit={onSubmit}>
      <div className="b2b-catalog-filter-query-row">
        <TextField
          label={t('catalogQuery')}
          type="search"
          placeholder={t('catalogQueryPlaceholder')}
          value={draft.text}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => draft.edit(event.target.value)}
          onBlur={draft.commit}
          className="b2b-catalog-filter-query-field"
        />
        <Button type="submit">{t('catalogQuerySubmit')}</Button>
      </div>
      <Select<SearchRange>
        label={t('catalogSearchRange')}
        selectClassName="b2b-catalog-filter-select"
        value={searchRange}
        options={[
          ['all', t('catalogSearchAll')],
          ['articul', t('catalogSearchArticul')],
          ['header', t('catalogSearchHeader')],
        ]}
        onChange={onSearchRange}
      />
    </form>
  );
});
