export type ExportEntry = { types: string; import: string } | string;
export function widgetFolders(dir?: string): string[];
export function packageExports(names?: string[]): Record<string, ExportEntry>;
