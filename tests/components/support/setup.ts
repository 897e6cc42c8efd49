import { afterEach } from 'vitest';
import { cleanup } from 'vitest-browser-react';
import { setBasketChannelScope } from 'b2b-widgets/internal';

// Test files run side by side on one origin, where BroadcastChannel reaches
// them all: each file's basket store talks only to its own "other tabs".
const scope = crypto.randomUUID();
setBasketChannelScope(scope);

// Awaited: cleanup unmounts root by root, and one still running when the next
// test renders would unmount that test's root too (it walks a live list).
afterEach(async () => {
  await cleanup();
  // Basket edits a test left unsent (kept in localStorage under this file's scope) are not the next test's.
  for (const key of Object.keys(localStorage)) if (key.includes(scope)) localStorage.removeItem(key);
});
