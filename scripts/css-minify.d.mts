import type { Plugin } from 'vite';

export function minifyCssText(text: string): string;
export function minifyCssLiterals(code: string): string;
/** Minifies the `/* css *\/` template literals of the source modules. */
export function cssMinify(): Plugin;
