import { useCallback, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { getConfig } from '../../core/config';
import { t } from '../../core/messages/fast-order';
import { ADDED_TO_CART_POPUP_MS } from '../../core/constants';
import { Alert, ToastProvider, useToast } from '../../ui/alert';
import { Autocomplete } from '../../ui/autocomplete';
import { Button } from '../../ui/button';
import { Counter } from '../../ui/counter';
import { StyleRoot } from '../../ui/StyleRoot';
import { useEmit } from '../../blocks/element/host-context';
import { fastOrderStyles } from './fast-order-styles';
import type { OrderItem } from './order-items';
import { useFastOrderTarget, useSingleAdd, type FastOrderTargetProps } from './use-fast-order';
import { suggestionCode, useCodeMatch, useSuggestionSource } from './use-suggestion-source';
import { pasteIntoCode } from './code-paste';
import { lazyPart } from '../../ui/lazy-part';
import type { Paste } from './PastedPanel';
import { ContractNoticeBox } from '../../blocks/notice/contract-notice';
import { LoginHint, useVisitor } from '../../blocks/notice/login-hint';

/** The pasted lines' review, fetched on the first paste of lines. */
const PastedPanel = lazyPart(() => import('./PastedPanel').then((m) => m.PastedPanel));

export interface FastOrderProps extends FastOrderTargetProps {
  /** Placeholder of the code field. */
  placeholder?: string;
}

/**
 * Quick order by product code: type a code, pick a suggestion, set
 * a quantity, add, without leaving the page; or paste `code quantity` lines
 * from a spreadsheet and add them all in one go.
 */
export function FastOrder(props: FastOrderProps) {
  return (
    <StyleRoot css={fastOrderStyles} className="b2b-fast-order" providers={[ToastProvider]}>
      <FastOrderBody {...props} />
    </StyleRoot>
  );
}

function FastOrderBody({ contract, warehouse, placeholder }: FastOrderProps) {
  const target = useFastOrderTarget({ contract, warehouse });
  const rootRef = useRef<HTMLDivElement>(null);
  const emit = useEmit(rootRef);
  const toast = useToast();
  const cartHref = `${getConfig().siteBase}/cart/`;
  const noticeId = useId();
  const visitor = useVisitor();

  const announceAdded = useCallback(
    (count: number, added?: number) => {
      emit('b2b-basket-change', { count });
      toast.show({
        tone: 'success',
        message: added === undefined ? t('addedToBasket') : `${t('addedToBasket')}. ${t('repeatDoneCount', { n: added })}`,
        actions: [{ label: t('toCart'), href: cartHref }, { label: t('continueShopping') }],
        duration: ADDED_TO_CART_POPUP_MS,
      });
    },
    [emit, toast, cartHref],
  );

  const matchTyped = useCodeMatch(target.settled);
  const single = useSingleAdd(target, announceAdded, matchTyped);
  const [paste, setPaste] = useState<Paste | null>(null);
  const endPaste = useCallback(() => setPaste(null), []);
  const fetchOptions = useSuggestionSource(target.settled);
  const [text, setText] = useState('');
  /** The field's text now, for a look-up that answers after the buyer typed on. */
  const textNow = useRef('');
  /** The code Enter looked up found nothing: said under the field until the text changes. */
  const [unknownCode, setUnknownCode] = useState(false);
  const codeBox = useRef<HTMLDivElement>(null);
  const qntBox = useRef<HTMLDivElement>(null);
  /** The quantity text as the user left it when they pressed the add button (before blur normalised it). */
  const pressedQuantity = useRef<string | undefined>(undefined);

  const shownQuantity = () => qntBox.current?.querySelector('input')?.value;
  const focusCode = () => codeBox.current?.querySelector('input')?.focus();

  const changeText = (next: string) => {
    textNow.current = next;
    setText(next);
  };

  const submit = async (rawQuantity: string | undefined) => {
    if (await single.add(rawQuantity, text)) {
      changeText('');
      focusCode();
    }
  };

  const onSelect = (item: OrderItem) => {
    single.choose(item);
    // Code chosen: the next thing to type is the quantity.
    requestAnimationFrame(() => qntBox.current?.querySelector('input')?.select());
  };

  const onText = (next: string) => {
    changeText(next);
    setUnknownCode(false);
    if (single.item && next !== single.item.articul) single.choose(null);
  };

  // Enter before this text's suggestions came (or with none picked): the code
  // is looked up as typed, never matched against an older list. A code that
  // names one good is chosen as a click on it would; an unclear one leaves
  // the suggestions to choose from.
  const onEnterCode = async (typed: string) => {
    if (single.item && typed === single.item.articul) {
      onSelect(single.item);
      return;
    }
    const match = await matchTyped(typed).catch(() => null);
    if (textNow.current !== typed || !match) return;
    if (match.kind === 'exact') {
      changeText(match.item.articul);
      onSelect(match.item);
    } else if (match.kind === 'unknown') {
      setUnknownCode(true);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => pasteIntoCode(event, (pasted) => setPaste({ text: pasted }));

  // Suggestions exist only once their code is here: the search waits for it (use-suggestion-source.ts).
  const renderOption = (item: OrderItem) => {
    const code = suggestionCode.get();
    return code ? <code.SuggestionOption item={item} warehouse={target.warehouse} /> : item.articul;
  };

  const onQuantityKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void submit(shownQuantity());
  };

  const onLinesAdded = (added: number) => announceAdded(target.basket.getState().count.products, added);

  const stopped = target.stopped;
  // A visitor's search would be refused (401): say so, with the way in, instead of failing silently.
  if (visitor) {
    return (
      <div ref={rootRef} className="b2b-fast-order-body b2b-fast-order-body--visitor" part="base">
        <LoginHint text={t('fastOrderVisitor')} />
      </div>
    );
  }
  return (
    <div ref={rootRef} className="b2b-fast-order-body" part="base">
      {stopped && target.notice && <ContractNoticeBox id={noticeId} notice={target.notice} />}
      <div className="b2b-fast-order-form" part="form" role="group" aria-label={t('fastOrderTitle')}>
        <div ref={codeBox} className="b2b-fast-order-search" onPaste={onPaste} onFocus={suggestionCode.prefetch}>
          <Autocomplete<OrderItem>
            label={t('fastOrderCodeLabel')}
            placeholder={placeholder || t('fastOrderPlaceholder')}
            description={t('fastOrderPasteHint')}
            fetchOptions={fetchOptions}
            getOptionLabel={(item) => item.articul}
            getOptionKey={(item) => `${item.type}:${item.id}`}
            renderOption={renderOption}
            emptyText={t('fastOrderNoMatch')}
            inputValue={text}
            onInputChange={onText}
            onSelect={onSelect}
            onEnterText={(typed) => void onEnterCode(typed)}
            error={unknownCode ? t('fastOrderNoMatch') : undefined}
          />
        </div>
        <div ref={qntBox} className="b2b-fast-order-qnt" onKeyDown={onQuantityKey}>
          <span className="b2b-fast-order-qnt-label" aria-hidden="true">
            {t('fastOrderQuantityLabel')}
          </span>
          <Counter label={t('fastOrderQuantityLabel')} value={single.qnt} onChange={single.setQnt} />
        </div>
        <Button
          variant="primary"
          className="b2b-fast-order-add"
          disabled={stopped || single.adding}
          aria-busy={single.adding || undefined}
          aria-describedby={stopped ? noticeId : undefined}
          onPointerDown={() => {
            pressedQuantity.current = shownQuantity();
          }}
          onClick={() => {
            const raw = pressedQuantity.current ?? shownQuantity();
            pressedQuantity.current = undefined;
            void submit(raw);
          }}
        >
          {t('fastOrderAdd')}
        </Button>
      </div>
      {single.item && (
        <p className="b2b-fast-order-chosen" part="chosen">
          {t('fastOrderChosen', { articul: single.item.articul, header: single.item.header })}
        </p>
      )}
      {single.problem && (
        <Alert
          tone="error"
          className="b2b-fast-order-problem"
          onRetry={single.problem.retryable ? () => void submit(undefined) : undefined}
          onClose={single.clearProblem}
        >
          {single.problem.text}
        </Alert>
      )}
      {paste && (
        <PastedPanel
          paste={paste}
          basket={target.basket}
          target={target}
          warehouse={target.warehouse}
          disabled={stopped}
          onAdded={onLinesAdded}
          onDone={endPaste}
        />
      )}
    </div>
  );
}
