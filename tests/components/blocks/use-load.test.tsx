// useLoad: the one read hook of the lists. A superseded read is
// aborted and its late reply dropped; a failure says why in Russian, with
// «Повторить» only where trying again can help: a 5xx yes,
// a refusal (4xx with the portal's message) no. Runs on React and on Preact.
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { apiCall } from '../../../src/core/api/client';
import { defaultMessages as m } from '../../../src/core/messages';
import { httpError } from '../../../src/core/api/errors';
import { useLoad, type Load, type LoadOptions } from '../../../src/blocks/load/use-load';
import { ErrorState } from '../../../src/ui/states';
import { fakeServer } from '../support/fake-server';

const worker = fakeServer();

/** What a probe shows: the data, the loading mark, the error with its retry. */
function Shown({ read, label = '' }: { read: Load<string>; label?: string }) {
  return (
    <div>
      <p data-testid="label">{label}</p>
      <p data-testid="data">{read.data ?? ''}</p>
      {read.loading && <p role="status">{m.loading}</p>}
      {read.error && <ErrorState message={read.error} onRetry={read.retry} />}
    </div>
  );
}

function Probe({ id, load, options, label }: { id: number; load(id: number, signal: AbortSignal): Promise<string>; options?: LoadOptions; label?: string }) {
  return <Shown read={useLoad((signal) => load(id, signal), [id, load], options)} label={label} />;
}

/** A probe that hands its hook to the test (to poll it). */
function PollShown({ load, onRead }: { load(signal: AbortSignal): Promise<string>; onRead(read: Load<string>): void }) {
  const read = useLoad(load, [load]);
  onRead(read);
  return <Shown read={read} />;
}

/** A reply the test hands out when it wants, whatever the signal says (a loader that ignores it). */
function deferred() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

const shown = () => page.getByTestId('data').element().textContent;
const Reply = v.object({ value: v.string() });
const probeCall = (id: number, signal: AbortSignal) => apiCall('probe', { id, body: {}, signal, schema: Reply }).then((r) => r.value);
const retryButton = () => page.getByRole('button', { name: m.retry });

describe('useLoad', () => {
  it('aborts the superseded read, and its late reply never replaces the newer one', async () => {
    const replies = new Map<number, ReturnType<typeof deferred>>();
    const signals = new Map<number, AbortSignal>();
    const load = (id: number, signal: AbortSignal) => {
      signals.set(id, signal);
      const reply = deferred();
      replies.set(id, reply);
      return reply.promise;
    };
    const screen = await render(<Probe id={1} load={load} options={{ keep: true }} />);
    await expect.poll(() => signals.has(1)).toBe(true);
    await screen.rerender(<Probe id={2} load={load} options={{ keep: true }} />);
    await expect.poll(() => signals.has(2)).toBe(true);
    expect(signals.get(1)!.aborted).toBe(true);
    expect(signals.get(2)!.aborted).toBe(false);
    replies.get(2)!.resolve('второй');
    await expect.poll(shown).toBe('второй');
    await expect.element(page.getByRole('status')).not.toBeInTheDocument();
    // The first read answers last: dropped. A render after it (the label) proves it was handled.
    replies.get(1)!.resolve('первый');
    await replies.get(1)!.promise;
    await screen.rerender(<Probe id={2} load={load} options={{ keep: true }} label="после" />);
    await expect.poll(() => page.getByTestId('label').element().textContent).toBe('после');
    expect(shown()).toBe('второй');
  });

  it('keeps the last good data while the next keys load only when asked to', async () => {
    const replies = new Map<number, ReturnType<typeof deferred>>();
    const load = (id: number) => {
      const reply = deferred();
      replies.set(id, reply);
      return reply.promise;
    };
    const kept = await render(<Probe id={1} load={load} options={{ keep: true }} />);
    // Preact runs effects after a timer: wait for the read to be asked.
    await expect.poll(() => replies.has(1)).toBe(true);
    replies.get(1)!.resolve('первый');
    await expect.poll(shown).toBe('первый');
    await kept.rerender(<Probe id={2} load={load} options={{ keep: true }} />);
    await expect.element(page.getByRole('status')).toBeVisible();
    expect(shown()).toBe('первый');
    await cleanup();
    replies.clear();
    const fresh = await render(<Probe id={1} load={load} />);
    await expect.poll(() => replies.has(1)).toBe(true);
    replies.get(1)!.resolve('первый');
    await expect.poll(shown).toBe('первый');
    await fresh.rerender(<Probe id={2} load={load} />);
    await expect.element(page.getByRole('status')).toBeVisible();
    expect(shown()).toBe('');
  });

  it('a 503 says why and offers «Повторить», which reads again', async () => {
    const asked: string[] = [];
    worker.use(
      http.post('/api/probe/:id', ({ params }) => {
        asked.push(String(params.id));
        return asked.length === 1
          ? HttpResponse.json({ status: 'error', message: 'Сервер перегружен' }, { status: 503 })
          : HttpResponse.json({ value: 'готово' });
      }),
    );
    await render(<Probe id={7} load={probeCall} />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Сервер перегружен');
    await userEvent.click(retryButton());
    await expect.poll(shown).toBe('готово');
    expect(asked).toEqual(['7', '7']);
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });

  it.each([409, 400])('a refusal (%i) shows the server’s message and no «Повторить»', async (status) => {
    worker.use(http.post('/api/probe/:id', () => HttpResponse.json({ status: 'error', message: 'Договор закрыт для заказов' }, { status })));
    await render(<Probe id={7} load={probeCall} />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Договор закрыт для заказов');
    await expect.element(retryButton()).not.toBeInTheDocument();
  });

  it('no answer at all says so in Russian, with «Повторить»', async () => {
    worker.use(http.post('/api/probe/:id', () => HttpResponse.error()));
    await render(<Probe id={7} load={probeCall} />);
    await expect.element(page.getByRole('alert')).toHaveTextContent(m.networkError);
    await expect.element(retryButton()).toBeVisible();
  });

  it('a poll refreshes in the background: the data and no loading mark stay until it answers, and it settles with the read', async () => {
    const replies: { resolve(value: string): void; reject(error: unknown): void }[] = [];
    const load = () => new Promise<string>((resolve, reject) => replies.push({ resolve, reject }));
    let read!: Load<string>;
    await render(<PollShown load={load} onRead={(r) => (read = r)} />);
    await expect.poll(() => replies.length).toBe(1);
    replies[0]!.resolve('первый');
    await expect.poll(shown).toBe('первый');
    const polled = read.poll();
    await expect.poll(() => replies.length).toBe(2);
    expect(read.loading).toBe(false);
    expect(shown()).toBe('первый');
    // A second poll while the first is on its way asks nothing more and settles with it.
    const joined = read.poll();
    replies[1]!.resolve('второй');
    await expect(polled).resolves.toBeUndefined();
    await expect(joined).resolves.toBeUndefined();
    await expect.poll(shown).toBe('второй');
    expect(replies).toHaveLength(2);
    // A failed poll rejects (a poller backs off) and says why over the data it keeps.
    const failed = read.poll();
    await expect.poll(() => replies.length).toBe(3);
    replies[2]!.reject(httpError(503, { message: 'Сервер перегружен' }));
    await expect(failed).rejects.toThrow('Сервер перегружен');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Сервер перегружен');
    expect(shown()).toBe('второй');
    await expect.element(retryButton()).toBeVisible();
  });
});
