import { bg, border, danger, muted, radius, space, success, text } from '../../ui/styles/tokens';

export const priceUploadCss = /* css */ `
.b2b-upload-form, .b2b-upload-result { display: grid; gap: calc(${space} * 1.5); }
.b2b-upload-modes { border: 0; margin: 0; padding: 0; display: flex; gap: calc(${space} * 2); }
.b2b-check { display: flex; gap: calc(${space} / 2); align-items: center; min-height: 24px; }
.b2b-upload-drop { border: 2px dashed ${border}; border-radius: ${radius}; padding: calc(${space} * 1.5); }
.b2b-upload-drop--over { border-color: currentColor; }
.b2b-upload-drop-hint, .b2b-upload-sample { margin: 0; color: ${muted}; }
.b2b-upload-text { width: 100%; box-sizing: border-box; font-family: monospace; }
.b2b-upload-actions { display: flex; gap: ${space}; justify-content: flex-end; align-items: center; flex-wrap: wrap; }
.b2b-upload-summary { margin: 0; font-weight: 600; }
.b2b-upload-table-wrap { max-height: 60vh; overflow: auto; }
.b2b-upload-table { border-collapse: collapse; width: 100%; font-size: 14px; }
.b2b-upload-table th, .b2b-upload-table td { border-bottom: 1px solid ${border}; padding: calc(${space} / 2); text-align: left; vertical-align: top; }
.b2b-upload-table th { position: sticky; top: 0; background: ${bg}; }
.b2b-upload-status { display: block; font-weight: 600; }
.b2b-upload-status--found { color: ${success}; }
.b2b-upload-status--short, .b2b-upload-status--ambiguous, .b2b-upload-status--duplicate { color: ${text}; }
.b2b-upload-status--unknown, .b2b-upload-status--badQuantity { color: ${danger}; }
.b2b-upload-note { display: block; color: ${muted}; }
.b2b-upload-choice { border: 0; margin: 0; padding: 0; display: grid; gap: 2px; }
`;
