import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/core/api/errors';
import { uploadWithProgress } from '../../../../src/core/api/upload';
import { register } from '../../../../src/core/api/registration';
import { configure, resetConfig } from '../../../../src/core/config';
import { defaultMessages } from '../../../../src/core/messages';

/** Just enough XMLHttpRequest for the upload path; node has none. The test plays the network. */
class FakeXHR {
  static last: FakeXHR | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  timeout = 0;
  body: unknown;
  status = 0;
  responseText = '';
  contentType = 'application/json';
  aborted = false;
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXHR.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  // Test controls
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.upload.onload?.();
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

function xhr(): FakeXHR {
  if (!FakeXHR.last) throw new Error('no request made');
  return FakeXHR.last;
}

beforeEach(() => {
  FakeXHR.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXHR);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetConfig();
});

const Reply = v.object({ status: v.string(), message: v.string() });

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

describe('uploadWithProgress: "Upload progress is shown as a percentage"', () => {
  it('reports whole rising percentages, sends credentials and the header, resolves the validated reply', async () => {
    const seen: number[] = [];
    const fd = new FormData();
    const p = uploadWithProgress('/api/uploadsFromFile/', fd, { schema: Reply, onProgress: (n) => seen.push(n), timeout: 60000 });
    const x = xhr();
    expect([x.method, x.url, x.withCredentials, x.timeout, x.body]).toEqual(['POST', '/api/uploadsFromFile/', true, 60000, fd]);
    expect(x.headers['X-Requested-With']).toBe('XMLHttpRequest');
    x.progress(0, 300);
    x.progress(100, 300);
    x.progress(100, 300);
    x.progress(50, 300); // out of order: never goes back
    x.progress(300, 300);
    x.respond(200, { status: 'success', message: 'ok' });
    await expect(p).resolves.toEqual({ status: 'success', message: 'ok' });
    expect(seen).toEqual([0, 33, 100]);
  });

  it('a refusal is an ApiError with the server message (registration: "shows the server message")', async () => {
    const p = uploadWithProgress('/registration', new FormData(), { schema: Reply });
    xhr().respond(400, { status: 'error', message: 'Неверный код с картинки' });
    expect(await failure(p)).toMatchObject({ kind: 'http', status: 400, message: 'Неверный код с картинки' });
  });

  it.each([
    ['network', (x: FakeXHR) => x.onerror?.(), defaultMessages.networkError],
    ['timeout', (x: FakeXHR) => x.ontimeout?.(), defaultMessages.timeoutError],
  ] as const)('%s failures get the Russian message', async (kind, fail, message) => {
    const p = uploadWithProgress('/x', new FormData(), { schema: Reply });
    fail(xhr());
    expect(await failure(p)).toMatchObject({ kind, message });
  });

  it('a wrong reply is kind shape', async () => {
    const p = uploadWithProgress('/x', new FormData(), { schema: Reply });
    const x = xhr();
    x.contentType = 'text/html';
    x.respond(200, '<html></html>');
    expect((await failure(p)).kind).toBe('shape');
  });

  it('the caller signal aborts the upload', async () => {
    const c = new AbortController();
    const p = uploadWithProgress('/x', new FormData(), { schema: Reply, signal: c.signal });
    c.abort();
    expect(xhr().aborted).toBe(true);
    expect((await failure(p)).kind).toBe('abort');
  });
});

describe('register: POST /registration multipart with the registration fields', () => {
  it('sends every field and the file under siteBase', async () => {
    configure({ siteBase: 'https://shop.example' });
    const file = new File(['%PDF'], 'card.pdf', { type: 'application/pdf' });
    const p = register({
      surname: 'Иванов', name: 'Иван', phone: '+7 (912) 345-67-89', email: 'i@ex.ru', company: 'ООО Ромашка',
      inn: '7701234567', city: 'Москва', region: '1', captcha: 'abcd', file,
    });
    const x = xhr();
    expect(x.url).toBe('https://shop.example/registration');
    const fd = x.body as FormData;
    expect(fd.get('surname')).toBe('Иванов');
    expect(fd.get('patronymic')).toBe('');
    expect(fd.get('region')).toBe('1');
    expect(fd.get('captcha')).toBe('abcd');
    expect((fd.get('file') as File).name).toBe('card.pdf');
    x.respond(200, { status: 'success', message: defaultMessages.registrationRequestDone });
    await expect(p).resolves.toMatchObject({ message: defaultMessages.registrationRequestDone });
  });
});
