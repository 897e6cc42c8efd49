/**
 * A slow upload the test drives by hand: an XMLHttpRequest stand-in (the one
 * API that reports upload progress, used by src/core/api/upload.ts) whose
 * upload progress events and reply come when the test says so. MSW answers
 * through a service worker, where the body is handed over at once, so the
 * percentages in between could not be seen with it.
 */
import { vi } from 'vitest';

export interface SlowUpload {
  /** The requests sent so far (url and the multipart body). */
  sent: { url: string; body: FormData; headers: Record<string, string> }[];
  /** Reports `loaded` of `total` bytes sent for the last request. */
  progress(loaded: number, total: number): void;
  /** Answers the last request. */
  reply(status: number, body: unknown): void;
  restore(): void;
}

export function installSlowUpload(): SlowUpload {
  const sent: SlowUpload['sent'] = [];
  const requests: FakeXhr[] = [];
  const last = () => requests.at(-1);

  class FakeUpload extends EventTarget {
    onprogress: ((e: ProgressEvent) => void) | null = null;
    onload: ((e: ProgressEvent) => void) | null = null;
  }

  class FakeXhr {
    upload = new FakeUpload();
    status = 0;
    responseText = '';
    timeout = 0;
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};

    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? 'application/json' : null;
    }
    send(body: FormData) {
      sent.push({ url: this.url, body, headers: this.headers });
      requests.push(this);
    }
    abort() {
      this.onabort?.();
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    sent,
    progress(loaded, total) {
      last()?.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
    },
    reply(status, body) {
      const xhr = last();
      if (!xhr) throw new Error('nothing was sent');
      xhr.upload.onload?.(new ProgressEvent('load'));
      xhr.status = status;
      xhr.responseText = JSON.stringify(body);
      xhr.onload?.();
    },
    restore() {
      vi.unstubAllGlobals();
    },
  };
}
