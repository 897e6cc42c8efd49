/**
 * Hostile upload files, built in the test: a tiny zip writer, a
 * minimal but valid .xlsx around given sheet XML, and a zip bomb whose
 * deflate stream is written by hand (fixed Huffman codes: one space, then
 * "copy 258 bytes from 1 back" over and over, 13 bits for 258 bytes), so a
 * 4.7 MB file really inflates to ~750 MB without the test inflating anything.
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';

export interface Part {
  name: string;
  /** The bytes as stored in the archive (deflated unless `method` is 0). */
  packed: Uint8Array;
  method: 0 | 8;
  crc: number;
  /** What the central directory says the part unpacks to. */
  unpacked: number;
}

export function deflated(name: string, content: string | Uint8Array): Part {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return { name, packed: deflateRawSync(bytes, { level: 6 }), method: 8, crc: crc32(bytes), unpacked: bytes.length };
}

/** A zip archive of the parts, as Excel writes one (local headers, data, central directory, end record). */
export function zip(parts: readonly Part[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(p.method, 8);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(p.crc >>> 0, 14);
    local.writeUInt32LE(p.packed.length, 18);
    local.writeUInt32LE(p.unpacked, 22);
    local.writeUInt16LE(name.length, 26);
    chunks.push(local, name, p.packed);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x0800, 8);
    dir.writeUInt16LE(p.method, 10);
    dir.writeUInt16LE(0x21, 14);
    dir.writeUInt32LE(p.crc >>> 0, 16);
    dir.writeUInt32LE(p.packed.length, 20);
    dir.writeUInt32LE(p.unpacked, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    offset += local.length + name.length + p.packed.length;
  }
  const size = central.reduce((n, c) => n + c.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, ...central, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export const sheetXml = (rows: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${NS}"><sheetData>${rows}</sheetData></worksheet>`;

/** One row of inline strings and numbers, as <row> XML. */
export function rowXml(n: number, cells: readonly (string | number)[]): string {
  const col = (i: number) => String.fromCharCode(65 + i);
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<row r="${n}">${cells
    .map((c, i) =>
      typeof c === 'number' ? `<c r="${col(i)}${n}"><v>${c}</v></c>` : `<c r="${col(i)}${n}" t="inlineStr"><is><t>${esc(c)}</t></is></c>`,
    )
    .join('')}</row>`;
}

/** The parts of a minimal .xlsx around the sheets' parts (xl/worksheets/sheetN.xml, in order). */
export function xlsx(sheets: readonly Part[]): Uint8Array {
  const types = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets
    .map((s) => `<Override PartName="/${s.name}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`)
    .join('')}</Types>`;
  const rootRels = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
  const workbook = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets>${sheets
    .map((_, i) => `<sheet name="Лист${i + 1}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('')}</sheets></workbook>`;
  const rels = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets
    .map((s, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="${s.name.replace(/^xl\//, '')}"/>`)
    .join('')}</Relationships>`;
  return zip([
    deflated('[Content_Types].xml', types),
    deflated('_rels/.rels', rootRels),
    deflated('xl/workbook.xml', workbook),
    deflated('xl/_rels/workbook.xml.rels', rels),
    ...sheets,
  ]);
}

/** LSB-first bit writer (deflate's order). */
class Bits {
  readonly out: Uint8Array;
  private at = 0;
  private acc = 0;
  private n = 0;
  constructor(size: number) {
    this.out = new Uint8Array(size);
  }
  write(value: number, bits: number): void {
    this.acc |= value << this.n;
    this.n += bits;
    while (this.n >= 8) {
      this.out[this.at++] = this.acc & 0xff;
      this.acc >>>= 8;
      this.n -= 8;
    }
  }
  /** A Huffman code: its bits go most significant first. */
  code(code: number, bits: number): void {
    let rev = 0;
    for (let i = 0; i < bits; i++) rev |= ((code >> i) & 1) << (bits - 1 - i);
    this.write(rev, bits);
  }
  end(): Uint8Array {
    if (this.n > 0) this.out[this.at++] = this.acc & 0xff;
    return this.out.subarray(0, this.at);
  }
}

/** A fixed-Huffman literal (all of ours are ASCII, below 144: 8-bit codes 0x30 + byte). */
function literals(bits: Bits, text: string): void {
  for (const byte of Buffer.from(text, 'latin1')) bits.code(0x30 + byte, 8);
}

/**
 * A valid sheet part that inflates to about `packedBytes` * 160 bytes: the
 * sheet's XML with that many spaces inside <sheetData>. `declared`: what the
 * central directory claims it unpacks to (default: the truth).
 */
export function bombSheet(name: string, packedBytes: number, declared?: number): Part {
  const head = sheetXml('').replace('</sheetData></worksheet>', ' ');
  const tail = '</sheetData></worksheet>';
  const copies = Math.floor(((packedBytes - head.length - tail.length) * 8) / 13);
  const bits = new Bits(packedBytes + 16);
  bits.write(1, 1); // the last block
  bits.write(1, 2); // fixed Huffman codes
  literals(bits, head);
  // Length 258 is code 285 (8 bits: 0xC5), distance 1 is distance code 0 (5 bits): 13 bits, reversed once.
  let copy = 0;
  for (let i = 0; i < 8; i++) copy |= ((0xc5 >> i) & 1) << (7 - i);
  for (let i = 0; i < copies; i++) bits.write(copy, 13);
  literals(bits, tail);
  bits.code(0, 7); // end of block
  const unpacked = head.length + copies * 258 + tail.length;
  // The CRC over what it really unpacks to, a megabyte of spaces at a time: a valid archive.
  const spaces = Buffer.alloc(1 << 20, 0x20);
  let crc = crc32(Buffer.from(head, 'latin1'));
  let left = copies * 258;
  while (left > 0) {
    const n = Math.min(left, spaces.length);
    crc = crc32(spaces.subarray(0, n), crc);
    left -= n;
  }
  crc = crc32(Buffer.from(tail, 'latin1'), crc);
  return { name, packed: bits.end(), method: 8, crc, unpacked: declared ?? unpacked };
}

/** A sheet of `rows` rows of one six-digit number each (no row numbers: the shortest XML a row can have). */
export function longSheet(name: string, rows: number): Part {
  const parts: string[] = [];
  for (let r = 1; r <= rows; r++) parts.push(`<row><c><v>${100000 + ((r * 7919) % 900000)}</v></c></row>`);
  return deflated(name, sheetXml(parts.join('')));
}

/** `n` random Latin letters: text that packs only to about 60 %. */
export function randomLetters(n: number): string {
  const bytes = randomBytes(n);
  for (let i = 0; i < n; i++) bytes[i] = 97 + (bytes[i]! % 26);
  return bytes.toString('latin1');
}
