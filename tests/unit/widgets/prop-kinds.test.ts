// A prop is declared once: the `props` map of defineWidget names only fields of
// the props interface, so a misspelt name fails the typecheck (and the manifest,
// which reads the map, cannot list an attribute the component does not take).
import { describe, expect, it } from 'vitest';
import type { defineWidget } from '../../../src/blocks/element/define-widget';

type Options<P extends object> = Parameters<typeof defineWidget<P>>[2];

describe('defineWidget props map', () => {
  it('takes only the props interface field names', () => {
    const good: Options<{ perPage?: number }> = { props: { perPage: 'number' } };
    // @ts-expect-error `perpage` is not a field of the props interface
    const misspelt: Options<{ perPage?: number }> = { props: { perpage: 'number' } };
    expect([good, misspelt].length).toBe(2);
  });
});
