import { fileText } from './file-field-messages';

/**
 * The `accept` list of a file input, checked for real: the browser's picker
 * only suggests it, and drag-and-drop or "All files" bypass it.
 * Entries: '.xlsx' (extension), 'image/*' (a MIME family), 'application/pdf'.
 */
export function matchesAccept(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/** 'изображение, PDF, XLSX': the accept list as a person reads it. */
export function describeAccept(accept: readonly string[]): string {
  const names = accept.map((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry === 'image/*') return fileText('fileImage');
    if (entry.startsWith('.')) return entry.slice(1).toUpperCase();
    const subtype = entry.split('/')[1] ?? entry;
    return subtype === '*' ? entry : subtype.toUpperCase();
  });
  return [...new Set(names)].join(', ');
}
