import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Field, TextField } from '../../../src/ui/field';
import { renderUi } from './render-ui';

describe('TextField and Field', () => {
  it('labels the input and links hint and error by aria-describedby', async () => {
    const screen = await renderUi(<TextField label="Название черновика" description="Видно только вам" error="Введите название" required />);
    const input = screen.getByRole('textbox', { name: 'Название черновика' });
    await expect.element(input).toHaveAccessibleDescription('Введите название Видно только вам');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toBeRequired();
    await userEvent.type(input, 'Корзина');
    await expect.element(input).toHaveValue('Корзина');
  });

  it('without an error the field is not marked invalid', async () => {
    const screen = await renderUi(<TextField label="Имя" />);
    const input = screen.getByRole('textbox', { name: 'Имя' });
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await expect.element(input).not.toHaveAttribute('aria-describedby');
  });

  it('Field renders any control with the linking props, label click focuses it', async () => {
    const screen = await renderUi(
      <Field label="Склад" description="Откуда отгружать">
        {(control) => (
          <select {...control}>
            <option>Москва</option>
            <option>Казань</option>
          </select>
        )}
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Склад' });
    await expect.element(select).toHaveAccessibleDescription('Откуда отгружать');
    await userEvent.click(screen.getByText('Склад'));
    await expect.element(select).toHaveFocus();
  });
});
