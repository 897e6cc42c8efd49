import type { Plugin } from 'esbuild';
export declare const preactCompatViteAlias: () => { find: RegExp; replacement: string }[];
export declare const preactCompatEsbuild: () => Plugin;
