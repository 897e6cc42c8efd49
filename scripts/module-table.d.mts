import type { Plugin } from 'vite';
export declare function moduleTable(options?: { chunk?: RegExp; file?: string; top?: number }): Plugin;
