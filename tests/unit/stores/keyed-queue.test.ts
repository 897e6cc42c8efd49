import { expect, it } from 'vitest';
import { KeyedQueue } from '../../../src/stores/keyed-queue';

function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

it('runs tasks on one key in order, tasks on other keys alongside, and "all" as a barrier', async () => {
  const queue = new KeyedQueue();
  const log: string[] = [];
  const a1 = gate();
  const b1 = gate();
  const task = (name: string, g?: { promise: Promise<void> }) => async () => {
    log.push(`start ${name}`);
    await g?.promise;
    log.push(`end ${name}`);
  };
  const done = [
    queue.run(['a'], task('a1', a1)),
    queue.run(['b'], task('b1', b1)),
    queue.run(['a'], task('a2')),
    queue.run('all', task('clear')),
    queue.run(['b'], task('b2')),
  ];
  await Promise.resolve();
  expect(log).toEqual(['start a1', 'start b1']);
  expect(queue.busy('a')).toBe(true);
  expect(queue.busy('c')).toBe(true); // the barrier covers every key
  b1.open();
  await new Promise((r) => setTimeout(r, 0));
  expect(log).toEqual(['start a1', 'start b1', 'end b1']);
  a1.open();
  await Promise.all(done);
  expect(log).toEqual(['start a1', 'start b1', 'end b1', 'end a1', 'start a2', 'end a2', 'start clear', 'end clear', 'start b2', 'end b2']);
  await queue.idle();
  expect(queue.size).toBe(0);
});

it('passes a failing task on to its caller and goes on with the next', async () => {
  const queue = new KeyedQueue();
  const failing = queue.run(['a'], () => Promise.reject(new Error('нет')));
  const next = queue.run(['a'], () => Promise.resolve(5));
  await expect(failing).rejects.toThrow('нет');
  await expect(next).resolves.toBe(5);
});
