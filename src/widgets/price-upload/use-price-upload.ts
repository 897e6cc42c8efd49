/**
 * State of the upload dialog: a file (multipart, real progress) or pasted text
 * (form-encoded) sent for a preview, the buyer's choices over the result, and
 * the one addCartFromPricelist call; the page's basket store re-reads after it,
 * so the counter and any basket on the page follow.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { isAbortError } from '../../core/api/errors';
import { createLatest } from '../../core/api/latest';
import { addCartFromPricelist, uploadsFromBuffer, uploadsFromFile } from '../../core/api/pricelist';
import { t } from '../../core/messages/price-upload';
import type { UploadLine } from '../../core/types';
import { failureOf, type Failure } from '../../stores/api-errors';
import { useBasketStore } from '../../stores/react';
import { fileProblem, textProblem } from './checks';
import { cartList, initialChoices, tally, type Choices, type LineChoice } from './result-lines';

export type UploadMode = 'file' | 'text';
export type UploadStep = 'form' | 'sending' | 'result' | 'adding';

/**
 * Spec 8: the upload error shows the server's text. Its HTTP status is not
 * for the buyer («Ошибка загрузки (401): …» read as a fault code), so it is
 * left out; «Повторить» only where sending again can help.
 */
export function uploadFailure(error: unknown): Failure {
  return failureOf(error, (reason) => t('priceUploadFailed', { error: reason }));
}

export function usePriceUpload(onAdded: (added: number, count: number) => void) {
  const basket = useBasketStore();
  const [mode, setMode] = useState<UploadMode>('file');
  const [file, setFileState] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [step, setStep] = useState<UploadStep>('form');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The last send failed where sending again can help: «Повторить» sends. */
  const [canResend, setCanResend] = useState(false);
  const [lines, setLines] = useState<UploadLine[]>([]);
  const [choices, setChoices] = useState<Choices>({});
  const [addError, setAddError] = useState<Failure | null>(null);
  const latest = useMemo(() => createLatest(), []);
  useEffect(() => () => latest.abort(), [latest]);

  const setFile = useCallback((next: File | null) => {
    setFileState(next);
    setError(next ? fileProblem(next) : null);
    setCanResend(false);
  }, []);

  const send = useCallback(() => {
    if (step === 'sending' || step === 'adding') return;
    const problem = mode === 'file' ? (file ? fileProblem(file) : t('priceUploadFile')) : textProblem(text);
    setCanResend(false);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setStep('sending');
    setProgress(mode === 'file' ? 0 : null);
    latest
      .run((signal) =>
        mode === 'file' && file
          ? uploadsFromFile(file, file.name, { signal, onProgress: setProgress })
          : uploadsFromBuffer(text, { signal }),
      )
      .then(
        (reply) => {
          setLines(reply.lines);
          setChoices(initialChoices(reply.lines));
          setAddError(null);
          setProgress(null);
          setStep('result');
        },
        (e: unknown) => {
          if (isAbortError(e)) return;
          setProgress(null);
          setStep('form');
          const failure = uploadFailure(e);
          setError(failure.message);
          setCanResend(failure.retryable);
        },
      );
  }, [step, mode, file, text, latest]);

  const choose = useCallback((line: number, change: Partial<LineChoice>) => {
    setChoices((prev) => ({ ...prev, [line]: { include: false, pick: null, ...prev[line], ...change } }));
  }, []);

  const list = useMemo(() => cartList(lines, choices), [lines, choices]);
  const counts = useMemo(() => tally(lines, choices), [lines, choices]);

  const confirm = useCallback(() => {
    if (step !== 'result' || Object.keys(list).length === 0) return;
    setStep('adding');
    setAddError(null);
    latest
      .run((signal) => addCartFromPricelist(list, { signal }))
      .then(
        async (reply) => {
          await basket.reconcile();
          setStep('result');
          onAdded(reply.added, reply.count.products);
        },
        (e: unknown) => {
          if (isAbortError(e)) return;
          setStep('result');
          setAddError(failureOf(e, (error) => t('priceUploadAddFailed', { error })));
        },
      );
  }, [step, list, latest, basket, onAdded]);

  /** Back to the form, keeping the file or text for another try. */
  const back = useCallback(() => {
    latest.abort();
    setStep('form');
    setLines([]);
    setChoices({});
    setAddError(null);
  }, [latest]);

  return {
    mode,
    setMode,
    file,
    setFile,
    text,
    setText,
    step,
    progress,
    error,
    send,
    /** Sends again; undefined when that cannot help (a refusal, a problem with the file). */
    resend: error !== null && canResend ? send : undefined,
    lines,
    choices,
    choose,
    list,
    counts,
    confirm,
    addError: addError?.message ?? null,
    /** Adds again; undefined when that cannot help (a refusal). */
    readd: addError?.retryable ? confirm : undefined,
    back,
  };
}
