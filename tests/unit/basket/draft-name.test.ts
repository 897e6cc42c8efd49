import { describe, expect, it } from 'vitest';
import { defaultMessages as m } from '../../../src/core/messages';
import { defaultDraftName } from '../../../src/widgets/basket/use-save-draft';

describe('defaultDraftName', () => {
  it("fills the message with the date and the zero-padded time ('Корзина от 05.01.2024 07:03')", () => {
    const expected = m.basketDraftDefault.replace('{date}', '05.01.2024').replace('{time}', '07:03');
    expect(defaultDraftName(new Date(2024, 0, 5, 7, 3))).toBe(expected);
  });
});
