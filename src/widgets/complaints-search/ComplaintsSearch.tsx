import { useCallback, useEffect, useRef } from 'react';
import { pluralKey } from '../../core/format';
import { siteSearch } from '../../core/api/catalog';
import { t } from '../../core/messages/complaints-search';
import { COMPLAINTS_AUTOCOMPLETE_MIN_CHARS, COMPLAINTS_COOKIE } from '../../core/constants';
import type { ComplaintsMap } from '../../core/complaints-cookie';
import type { SiteSearchItem } from '../../core/types';
import { Autocomplete } from '../../ui/autocomplete';
import { useEmit, useOutcome } from '../../blocks/element/host-context';
import { LoginHint, useVisitor } from '../../blocks/notice/login-hint';
import { useSessionStore } from '../../stores/react-session';
import { ComplaintRow } from './ComplaintRow';
import { useComplaintsSearch } from './use-complaints-search';
import { useFocusAfter } from './use-focus-after';
import { StyleRoot } from '../../ui/StyleRoot';
import { complaintsSearchStyles } from './complaints-search-styles';

export interface ComplaintsSearchProps {
  /** Name of the cookie holding the complaint map (product id -> quantity). Default `recl`. */
  cookieName?: string;
  /** Called with the new map after every change the buyer makes (the element fires `b2b-complaints-change`). */
  onChange?: (map: ComplaintsMap) => void;
}

/** Complaint goods: search products, give each a quantity; the map lives in a cookie. */
export function ComplaintsSearch({ cookieName, onChange }: ComplaintsSearchProps) {
  const name = cookieName || COMPLAINTS_COOKIE;
  // npm users get the same styles as the element: StyleRoot adopts them where it renders.
  // Another cookie is another complaint: start over from what it holds.
  return (
    <StyleRoot css={complaintsSearchStyles}>
      <ComplaintsSearchBody key={name} cookieName={name} onChange={onChange} />
    </StyleRoot>
  );
}

const fetchOptions = (keyword: string, signal: AbortSignal) =>
  siteSearch(keyword, { signal }).then((reply) => reply.products);
const optionLabel = (item: SiteSearchItem) => `${item.articul} ${item.header}`;
const optionKey = (item: SiteSearchItem) => item.id;

/** The detail of `b2b-complaints-change`. */
const toDetail = (map: ComplaintsMap) => ({ map });

function ComplaintsSearchBody({ cookieName, onChange }: { cookieName: string; onChange?: (map: ComplaintsMap) => void }) {
  const root = useRef<HTMLDivElement>(null);
  const emit = useEmit(root);
  const changed = useOutcome(emit, 'b2b-complaints-change', toDetail, onChange);
  const complaint = useComplaintsSearch(cookieName, changed);
  const session = useSessionStore();
  useEffect(() => {
    void session.ensureLoaded();
  }, [session]);
  const visitor = useVisitor();
  const { lines } = complaint;
  const focus = useFocusAfter(root, lines);
  const listed = new Set(lines.map((l) => l.id));

  const choose = (item: SiteSearchItem) => {
    complaint.add(item.id, { articul: item.articul, header: item.header });
    focus.quantityOf(item.id);
  };
  const { remove: removeLine } = complaint;
  const remove = useCallback(
    (id: number) => {
      focus.afterRemoving(id);
      removeLine(id);
    },
    [removeLine, focus],
  );

  if (visitor) {
    // The search and the goods' names would be refused (401): say so, with the way in.
    return (
      <div ref={root} className="b2b-complaints-search" part="base">
        <LoginHint text={t('complaintsVisitor')} />
      </div>
    );
  }
  return (
    <div ref={root} className="b2b-complaints-search" part="base">
      <Autocomplete<SiteSearchItem>
        className="b2b-complaints-search-field"
        label={t('complaintsSearchLabel')}
        placeholder={t('complaintsSearchPlaceholder')}
        description={t(pluralKey(COMPLAINTS_AUTOCOMPLETE_MIN_CHARS, ['complaintsSearchHintOne', 'complaintsSearchHintFew', 'complaintsSearchHintMany']), { n: COMPLAINTS_AUTOCOMPLETE_MIN_CHARS })}
        emptyText={t('complaintsNoMatch')}
        minChars={COMPLAINTS_AUTOCOMPLETE_MIN_CHARS}
        fetchOptions={fetchOptions}
        getOptionLabel={optionLabel}
        getOptionKey={optionKey}
        renderOption={(item) => (
          <span className="b2b-complaints-search-option">
            <span className="b2b-complaints-search-option-articul">{item.articul}</span> {item.header}
            {listed.has(item.id) && <span className="b2b-complaints-search-note"> ({t('complaintsInList')})</span>}
          </span>
        )}
        clearOnSelect
        onSelect={choose}
      />
      {lines.length === 0 ? (
        <p className="b2b-complaints-search-empty" part="empty">
          {t('complaintsEmpty')}
        </p>
      ) : (
        <table className="b2b-complaints-search-table" part="table">
          <caption>{t('complaintsListCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('complaintsColArticul')}</th>
              <th scope="col">{t('complaintsColHeader')}</th>
              <th scope="col">{t('complaintsColQuantity')}</th>
              <th scope="col">
                <span className="b2b-visually-hidden">{t('complaintsColActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <ComplaintRow key={line.id} line={line} onText={complaint.setText} onRemove={remove} onRetry={complaint.retry} />
            ))}
          </tbody>
        </table>
      )}
      <div role="status" className="b2b-visually-hidden">
        {complaint.announcement}
      </div>
    </div>
  );
}
