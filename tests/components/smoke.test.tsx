import { expect, it } from 'vitest';
import { render } from 'vitest-browser-react';

it('renders in real Chromium', async () => {
  const screen = await render(<button type="button">Да</button>);
  await expect.element(screen.getByRole('button', { name: 'Да' })).toBeVisible();
  expect(navigator.userAgent).toMatch(/Chrome/);
});
