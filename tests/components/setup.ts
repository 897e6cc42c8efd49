import { afterEach } from 'vitest';
import { cleanup } from 'vitest-browser-react';

afterEach(() => {
  cleanup();
});
