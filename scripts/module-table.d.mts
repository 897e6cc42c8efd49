import type { Plugin } from 'vite';
export declare function moduleGroup(id: string): string;
export declare function moduleTable(options?: { chunk?: RegExp; file?: string; top?: number }): Plugin;
