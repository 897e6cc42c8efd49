import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../src/core/format';
import { Price, formatRubles } from '../../../src/ui/price';
import { uiMessages as u } from '../../../src/ui/ui-messages';
import { renderUi } from './render-ui';

describe('Price', () => {
  it('formats grouped, with kopecks and a ₽ suffix kept on the same line', async () => {
    const screen = await renderUi(<Price value={1234567.5} />);
    await expect.element(screen.getByText(`${formatPrice(1234567.5)}\u00A0${u.currency}`)).toBeVisible();
    expect(formatRubles(1234567.5)).toBe('1\u00A0234\u00A0567,50\u00A0₽');
  });

  it('can leave the suffix out, and whole roubles keep their kopecks', async () => {
    const screen = await renderUi(<Price value={2500} currency={false} />);
    await expect.element(screen.getByText('2\u00A0500,00', { exact: true })).toBeVisible();
  });

  it('renders nothing readable for a missing price rather than NaN', async () => {
    const screen = await renderUi(<Price value={Number.NaN} />);
    expect(screen.container.textContent).toBe('');
  });
});
