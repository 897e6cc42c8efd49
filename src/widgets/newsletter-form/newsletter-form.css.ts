import { border, muted, radius, space, success } from '../../ui/styles/tokens';

export const newsletterFormCss = /* css */ `
.b2b-newsletter { display: grid; gap: calc(${space} * 1.5); max-width: 960px; }
.b2b-newsletter-body { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.b2b-newsletter-preview { border: 1px solid ${border}; border-radius: ${radius}; padding: calc(${space} * 1.5); }
.b2b-newsletter-preview-title { margin: 0 0 ${space}; font-size: 1em; color: ${muted}; font-weight: 600; }
.b2b-newsletter-letter h3 { margin: 0 0 ${space}; font-size: 1.2em; }
.b2b-newsletter-letter h3:empty { display: none; }
.b2b-newsletter-anons { font-style: italic; }
.b2b-newsletter-preview-body img { max-width: 100%; height: auto; }
.b2b-newsletter-actions { display: flex; justify-content: flex-end; }
.b2b-newsletter-done { display: grid; gap: ${space}; justify-items: start; }
.b2b-newsletter-done p { margin: 0; }
.b2b-newsletter-done-title { color: ${success}; font-weight: 600; font-size: 1.1em; }
`;
