/** The sample file: what a file the upload reads looks like (UTF-8 with a BOM so Excel opens it right). */
export function sampleCsv(): string {
  return '\uFEFFАртикул;Наименование;Количество\r\nКР-01001;Саморез;10\r\nЭЛ-02003;Лампа;2\r\n';
}

export const SAMPLE_FILE_NAME = 'obrazec-zakaza.csv';

/** Downloads the sample made here: no file on the server to keep in step with the parser. */
export function downloadSample(doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([sampleCsv()], { type: 'text/csv;charset=utf-8' }));
  const a = doc.createElement('a');
  a.href = url;
  a.download = SAMPLE_FILE_NAME;
  a.hidden = true;
  doc.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
