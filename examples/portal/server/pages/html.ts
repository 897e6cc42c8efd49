/** A tiny HTML template tag: interpolated values are escaped unless wrapped in raw(). */
import { formatPrice, NBSP } from '../../../../src/core/format';

export class Raw {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export const raw = (s: string) => new Raw(s);

export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function render(value: unknown): string {
  if (value instanceof Raw) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return esc(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Raw {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += render(v) + (strings[i + 1] ?? '');
  });
  return new Raw(out);
}

/**
 * A sum of money as the widgets show it (spec 9, one rule in core/format):
 * «1 234,50 ₽», thousands grouped, the no-break space keeping ₽ with its number.
 */
export function rub(n: number): string {
  return `${formatPrice(n)}${NBSP}₽`;
}
