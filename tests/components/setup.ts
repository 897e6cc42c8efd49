import { afterEach } from 'vitest';
import { cleanup } from 'vitest-browser-react';
import { setBasketChannelScope } from 'b2b-widgets/internal';

// Test files run side by side on one origin, where BroadcastChannel reaches
// them all: each file's basket store talks only to its own "other tabs".
setBasketChannelScope(crypto.randomUUID());

// Awaited: cleanup unmounts root by root, and one still running when the next
// test renders would unmount that test's root too (it walks a live list).
afterEach(async () => {
  await cleanup();
});
