/** Shared React primitives of the widgets; each folder also exports its CSS text. */
export * from './alert';
export * from './autocomplete';
export * from './button';
export * from './confirm';
export * from './counter';
export * from './data-table';
export * from './date-picker';
export * from './field';
export * from './file-field';
export * from './modal';
export * from './pagination';
export * from './phone-field';
export * from './price';
export * from './states';
export { baseCss, uiCss } from './styles';
export { StyleRoot, type StyleRootProps } from './StyleRoot';
export { ut, uiMessages, optionsFound, type UiMessageKey } from './ui-messages';
