import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { StyleRoot } from '../../../src/ui/StyleRoot';
import { baseCss, uiCss } from '../../../src/ui/styles';

describe('StyleRoot', () => {
  it('adopts the sheets into a shadow root once, shared between roots', async () => {
    const hosts = [document.createElement('div'), document.createElement('div')];
    const roots = hosts.map((host) => {
      document.body.append(host);
      const shadow = host.attachShadow({ mode: 'open' });
      const container = document.createElement('div');
      shadow.append(container);
      return { shadow, container };
    });
    for (const { container } of roots) {
      await render(
        <StyleRoot css={[baseCss, uiCss]}>
          <button type="button" className="b2b-button b2b-button--primary">
            Да
          </button>
        </StyleRoot>,
        { container },
      );
    }
    const [a, b] = roots.map((r) => r.shadow.adoptedStyleSheets);
    expect(a).toHaveLength(2);
    // The same CSSStyleSheet objects: the browser parsed each text once.
    expect(a![0]).toBe(b![0]);
    expect(a![1]).toBe(b![1]);
    const button = roots[0]!.shadow.querySelector('button')!;
    // Styled from inside the shadow root: the primary colour fallback applies.
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(11, 92, 173)');
    expect(roots[0]!.shadow.querySelector('.b2b-root')).not.toBeNull();
    hosts.forEach((h) => h.remove());
  });

  it('themes through --b2b-* custom properties set outside the shadow root', async () => {
    const host = document.createElement('div');
    host.style.setProperty('--b2b-color-primary', 'rgb(200, 0, 0)');
    document.body.append(host);
    const container = document.createElement('div');
    host.attachShadow({ mode: 'open' }).append(container);
    await render(
      <StyleRoot css={[baseCss, uiCss]}>
        <button type="button" className="b2b-button b2b-button--primary">
          Да
        </button>
      </StyleRoot>,
      { container },
    );
    expect(getComputedStyle(host.shadowRoot!.querySelector('button')!).backgroundColor).toBe('rgb(200, 0, 0)');
    host.remove();
  });

  it('in a plain document adopts into the document', async () => {
    await render(<StyleRoot css={[baseCss]}>текст</StyleRoot>);
    expect(document.adoptedStyleSheets.some((s) => [...s.cssRules].some((r) => r.cssText.includes('.b2b-visually-hidden')))).toBe(true);
  });
});
