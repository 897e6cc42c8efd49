/**
 * State of the price-list form: sections from GET rootCategories (spec 4's
 * choose-all and last-category rules, core/rules/categories), the contract
 * (the chosen one preselected), "only in stock", and the getPriceList call.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { isAbortError } from '../../core/api/errors';
import { createLatest } from '../../core/api/latest';
import { getPriceList } from '../../core/api/pricelist';
import { rootCategories } from '../../core/api/catalog';
import { t } from '../../core/messages/price-list';
import { initialCategories, toggleAll, toggleCategory, type CategoryChoice } from '../../core/rules/categories';
import type { PriceListReply } from '../../core/types';
import { failureOf, retryOf, type Failure } from '../../stores/api-errors';
import { useSession, useSessionStore } from '../../stores/react';

export type PriceListStep = 'form' | 'making' | 'ready';

export interface Category {
  id: number;
  header: string;
}

export function usePriceList(open: boolean, onReady: (reply: PriceListReply) => void) {
  const session = useSessionStore();
  const contracts = useSession((s) => s.contracts);
  const chosenContract = useSession((s) => s.contractId);
  const [contract, setContract] = useState<number | null>(null);
  const [available, setAvailable] = useState(false);
  const [categories, setCategories] = useState<Category[] | null>(null);
  const [loadError, setLoadError] = useState<Failure | null>(null);
  const [choice, setChoice] = useState<CategoryChoice>({ all: true, checked: [] });
  /** Why the last click changed nothing (the last section, or choose-all already on). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [step, setStep] = useState<PriceListStep>('form');
  const [reply, setReply] = useState<PriceListReply | null>(null);
  const [error, setError] = useState<Failure | null>(null);
  const latest = useMemo(() => createLatest(), []);
  useEffect(() => () => latest.abort(), [latest]);

  const loadCategories = useCallback(() => {
    setLoadError(null);
    rootCategories().then(
      (r) => {
        setCategories(r.categories);
        setChoice(initialCategories(r.categories.map((c) => c.id)));
      },
      (e: unknown) => setLoadError(failureOf(e, (error) => t('priceListCategoriesFailed', { error }))),
    );
  }, []);

  useEffect(() => {
    if (!open) return;
    void session.ensureLoaded();
    if (categories === null) loadCategories();
  }, [open, session, categories, loadCategories]);

  const ids = useMemo(() => categories?.map((c) => c.id) ?? [], [categories]);
  const toggle = useCallback(
    (id: number) => {
      const next = toggleCategory(choice, id, ids);
      setRefusal(next === choice ? t('priceListLastCategory') : null);
      setChoice(next);
    },
    [choice, ids],
  );
  const toggleEvery = useCallback(() => {
    const next = toggleAll(choice, ids);
    setRefusal(next === choice ? t('priceListAllOn') : null);
    setChoice(next);
  }, [choice, ids]);

  const contractValue = contract ?? chosenContract ?? contracts[0]?.id ?? null;

  const submit = useCallback(() => {
    if (step === 'making' || choice.checked.length === 0) return;
    setStep('making');
    setError(null);
    setReply(null);
    latest
      .run((signal) =>
        getPriceList(
          {
            categories: choice.all ? [] : choice.checked,
            all: choice.all ? 1 : 0,
            available: available ? 1 : 0,
            ...(contractValue !== null ? { contract: contractValue } : {}),
          },
          { signal },
        ),
      )
      .then(
        (r) => {
          setReply(r);
          setStep('ready');
          onReady(r);
        },
        (e: unknown) => {
          if (isAbortError(e)) return;
          setStep('form');
          setError(failureOf(e, (reason) => t('priceListFailed', { error: reason })));
        },
      );
  }, [step, choice, available, contractValue, latest, onReady]);

  /** Back to the form (a new list with other settings). */
  const again = useCallback(() => {
    setStep('form');
    setReply(null);
  }, []);

  return {
    contracts,
    contract: contractValue,
    setContract,
    available,
    setAvailable,
    categories,
    loadError: loadError?.message ?? null,
    /** Reads the sections again; undefined when that cannot help (a refusal). */
    reloadCategories: retryOf(loadError, loadCategories),
    choice,
    toggle,
    toggleEvery,
    refusal,
    step,
    reply,
    error: error?.message ?? null,
    /** Makes the list again; undefined when that cannot help (a refusal). */
    resubmit: retryOf(error, submit),
    submit,
    again,
  };
}
