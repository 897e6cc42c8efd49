/**
 * Uploads with a progress percentage (spec 4: "Upload progress is shown as a
 * percentage"). fetch cannot report upload progress, so this one call uses
 * XMLHttpRequest, with the same headers, timeout and ApiError as the rest.
 */
import type * as v from 'valibot';
import { API_TIMEOUT_MS } from '../constants';
import { readReply, replyBody } from './client';
import { abortError, networkError, timeoutError } from './errors';

export interface UploadOptions<T> {
  schema: v.GenericSchema<unknown, T>;
  /** 0..100, whole numbers, rising; 100 once the body is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Default API_TIMEOUT_MS; files are big, so callers may raise it. */
  timeout?: number;
}

export function uploadWithProgress<T>(url: string, formData: FormData, opts: UploadOptions<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    let last = -1;
    const report = (percent: number) => {
      const p = Math.max(0, Math.min(100, Math.round(percent)));
      if (p > last) {
        last = p;
        opts.onProgress?.(p);
      }
    };
    const onAbort = () => xhr.abort();
    const done = () => opts.signal?.removeEventListener('abort', onAbort);

    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.timeout = opts.timeout ?? API_TIMEOUT_MS;
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) report((e.loaded / e.total) * 100);
    };
    xhr.upload.onload = () => report(100);
    xhr.onload = () => {
      done();
      report(100);
      try {
        resolve(readReply({ status: xhr.status, data: replyBody(xhr.responseText, xhr.getResponseHeader('Content-Type')) }, opts.schema));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      done();
      reject(networkError());
    };
    xhr.ontimeout = () => {
      done();
      reject(timeoutError());
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(formData);
  });
}
