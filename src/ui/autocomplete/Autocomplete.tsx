import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { t } from '../../core/messages/text';
import { AUTOCOMPLETE_DELAY_MS, AUTOCOMPLETE_MIN_CHARS } from '../../core/constants';
import { Field } from '../field/Field';
import { autocompleteText, optionsFound } from './autocomplete-messages';
import { useListboxNavigation } from './use-listbox-navigation';
import { queryOf, useSuggestions, type SuggestStatus } from './use-suggestions';
import { useTopLayer } from './use-top-layer';

export interface AutocompleteProps<T> {
  label: ReactNode;
  /** Loads suggestions; must pass `signal` on to fetch so a superseded request is really cancelled. */
  fetchOptions: (query: string, signal: AbortSignal) => Promise<T[]>;
  /** Text of an option: shown by default and put into the field once chosen. */
  getOptionLabel: (item: T) => string;
  /** Stable key of an option; default its label. */
  getOptionKey?: (item: T) => string | number;
  /** Rich option content (price, stock...); default the label. */
  renderOption?: (item: T, state: { active: boolean }) => ReactNode;
  onSelect: (item: T) => void;
  /**
   * Enter with no option picked (none shown yet for this text, or none moved
   * to): the field's text as typed, for a look-up of its own. Without it,
   * Enter does what it does in the enclosing form.
   */
  onEnterText?: (text: string) => void;
  /** Characters before searching; default 1 (spec 5; complaints use 2). */
  minChars?: number;
  /** Quiet time before searching, default 300 ms. */
  delay?: number;
  /** Shown and announced when the search finds nothing. */
  emptyText?: string;
  /** Controlled field text; otherwise the component keeps it. */
  inputValue?: string;
  onInputChange?: (text: string) => void;
  /** Empty the field after a choice (quick-order style), instead of showing the chosen label. */
  clearOnSelect?: boolean;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  /** Marked with the form's asterisk and `required`, as every other Field. */
  required?: boolean;
  hideLabel?: boolean;
  id?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
}

function statusText(status: SuggestStatus, count: number, emptyText: string): string {
  if (status === 'loading') return t('loading');
  if (status === 'error') return autocompleteText('optionsFailed');
  if (status === 'ready') return count > 0 ? optionsFound(count) : emptyText;
  return '';
}

/**
 * Suggestions as the ARIA 1.2 combobox pattern: focus stays in the input,
 * the active option is aria-activedescendant, the result count is announced
 * politely. Network handling lives in useSuggestions.
 */
export function Autocomplete<T>(props: AutocompleteProps<T>) {
  const {
    label, fetchOptions, getOptionLabel, getOptionKey, renderOption, onSelect, onEnterText,
    minChars = AUTOCOMPLETE_MIN_CHARS, delay = AUTOCOMPLETE_DELAY_MS, emptyText = autocompleteText('optionsNone'),
    inputValue, onInputChange, clearOnSelect, placeholder, description, error, required, hideLabel, id, name, disabled, className,
  } = props;
  const listId = useId();
  const [ownText, setOwnText] = useState('');
  const text = inputValue ?? ownText;
  const [open, setOpen] = useState(false);
  const { options, status, search, cancel, answers } = useSuggestions({ fetchOptions, minChars, delay });
  // Options found for an older text stay in sight, faded, until the new ones
  // come, but none of them can be picked: Enter a moment after the last key
  // must not put the previous code's good in the basket.
  const fresh = answers(text);

  const setText = (next: string) => {
    setOwnText(next);
    onInputChange?.(next);
  };

  const choose = (index: number) => {
    const item = fresh ? options[index] : undefined;
    if (item === undefined) return;
    cancel();
    setOpen(false);
    nav.setActive(-1);
    setText(clearOnSelect ? '' : getOptionLabel(item));
    onSelect(item);
  };

  const nav = useListboxNavigation({ count: fresh ? options.length : 0, open, setOpen, onChoose: choose });
  const showList = open && options.length > 0;
  // «Nothing found» or a failure speaks of the text searched, not of one typed since.
  const showMessage = open && (status === 'loading' || (fresh && (status === 'error' || (status === 'ready' && options.length === 0))));
  const message = showMessage || (open && fresh) ? statusText(status, options.length, emptyText) : '';
  const optionId = (index: number) => `${listId}-option-${index}`;

  // Keyboard moves must keep the active option in view in a scrolling list.
  const listRef = useRef<HTMLUListElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  useTopLayer(popupRef, boxRef, showList || showMessage);
  useEffect(() => {
    if (nav.active >= 0) listRef.current?.children[nav.active]?.scrollIntoView({ block: 'nearest' });
  }, [nav.active]);

  return (
    <Field label={label} description={description} error={error} required={required} hideLabel={hideLabel} id={id} className={['b2b-autocomplete', className].filter(Boolean).join(' ')}>
      {(control) => (
        <div ref={boxRef} className="b2b-autocomplete-box">
          <input
            {...control}
            className="b2b-input b2b-autocomplete-input"
            part="input"
            type="text"
            role="combobox"
            name={name}
            disabled={disabled}
            placeholder={placeholder}
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && fresh && nav.active >= 0 ? optionId(nav.active) : undefined}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              nav.setActive(-1);
              search(event.target.value);
            }}
            onKeyDown={(event) => {
              nav.onKeyDown(event);
              if (event.key !== 'Enter' || event.defaultPrevented || !onEnterText || !queryOf(text)) return;
              event.preventDefault();
              onEnterText(text);
            }}
            onBlur={() => {
              setOpen(false);
              nav.setActive(-1);
            }}
          />
          {/* mousedown anywhere in the popup (an option, the scrollbar) would blur the input and close it first. */}
          <div ref={popupRef} popover="manual" className="b2b-autocomplete-popup" part="popup" hidden={!showList && !showMessage} onMouseDown={(event) => event.preventDefault()}>
            <ul
              ref={listRef}
              id={listId}
              role="listbox"
              className="b2b-autocomplete-list"
              part="listbox"
              hidden={!showList}
              aria-label={typeof label === 'string' ? label : undefined}
              aria-busy={!fresh || undefined}
            >
              {options.map((item, index) => (
                <li
                  key={getOptionKey ? getOptionKey(item) : getOptionLabel(item)}
                  id={optionId(index)}
                  role="option"
                  aria-selected={fresh && index === nav.active}
                  aria-disabled={!fresh || undefined}
                  className="b2b-autocomplete-option"
                  part="option"
                  onClick={() => choose(index)}
                  onMouseMove={() => fresh && nav.active !== index && nav.setActive(index)}
                >
                  {renderOption ? renderOption(item, { active: fresh && index === nav.active }) : getOptionLabel(item)}
                </li>
              ))}
            </ul>
            {showMessage && (
              // The live region below says the same for screen readers.
              <div className="b2b-autocomplete-message" aria-hidden="true" data-status={status}>
                {message}
              </div>
            )}
          </div>
          <div role="status" className="b2b-visually-hidden">
            {message}
          </div>
        </div>
      )}
    </Field>
  );
}
