/**
 * A zip archive (an .xlsx) read within a budget: the central
 * directory is parsed from the bytes as they are, so sizes, part count and
 * compression ratio are known before anything is unpacked; a part is then
 * inflated as a stream that counts what comes out and stops as soon as it
 * passes what the directory promised or what the budget has left. Nothing
 * here trusts the archive: a lying directory costs one chunk, not gigabytes.
 */
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  encrypted: boolean;
  packed: number;
  unpacked: number;
  /** Offset of the entry's local header. */
  offset: number;
}

/** The archive is not a zip we read: damaged, zip64, split, encrypted or an unknown method. */
export class ZipError extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** The end record is 22 bytes plus a comment of up to 65,535. */
const EOCD_SEARCH = 22 + 0xffff;

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The entries of the central directory; throws ZipError when it cannot be read. */
export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const dv = view(bytes);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - EOCD_SEARCH); i--) {
    if (dv.getUint32(i, true) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ZipError('no end of central directory');
  const count = dv.getUint16(end + 10, true);
  const size = dv.getUint32(end + 12, true);
  const start = dv.getUint32(end + 16, true);
  // 0xFFFF / 0xFFFFFFFF mean zip64: never needed for a file under the upload limit.
  if (count === 0xffff || start === 0xffffffff || dv.getUint16(end + 4, true) !== 0) throw new ZipError('zip64 or split archive');
  if (start + size > end) throw new ZipError('central directory out of bounds');
  const names = new TextDecoder('utf-8');
  const entries: ZipEntry[] = [];
  let at = start;
  for (let k = 0; k < count; k++) {
    if (at + 46 > end || dv.getUint32(at, true) !== CENTRAL) throw new ZipError('bad central directory entry');
    const nameLength = dv.getUint16(at + 28, true);
    const skip = nameLength + dv.getUint16(at + 30, true) + dv.getUint16(at + 32, true);
    if (at + 46 + skip > end) throw new ZipError('central directory entry out of bounds');
    entries.push({
      name: names.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: dv.getUint16(at + 10, true),
      encrypted: (dv.getUint16(at + 8, true) & 1) === 1,
      packed: dv.getUint32(at + 20, true),
      unpacked: dv.getUint32(at + 24, true),
      offset: dv.getUint32(at + 42, true),
    });
    at += 46 + skip;
  }
  return entries;
}

/** The entry's packed bytes (a view, no copy). */
function packedData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const dv = view(bytes);
  const at = entry.offset;
  if (at + 30 > bytes.length || dv.getUint32(at, true) !== LOCAL) throw new ZipError('bad local header');
  const data = at + 30 + dv.getUint16(at + 26, true) + dv.getUint16(at + 28, true);
  if (data + entry.packed > bytes.length) throw new ZipError('entry out of bounds');
  return bytes.subarray(data, data + entry.packed);
}

/** The part passed what the directory promised or what the budget had left. */
export class InflateLimitError extends Error {
  constructor(readonly overDeclared: boolean) {
    super(overDeclared ? 'part larger than its directory entry' : 'budget exhausted');
  }
}

/** Unpacked bytes still allowed across the parts of one archive. */
export interface Budget {
  left: number;
}

/**
 * The entry's unpacked bytes, chunk by chunk (64 КБ or less). Stops, with an
 * InflateLimitError, past its declared size or the budget; a consumer that
 * stops early (breaks out of the loop) ends the inflation there too.
 */
export async function* inflateEntry(bytes: Uint8Array, entry: ZipEntry, budget: Budget): AsyncGenerator<Uint8Array> {
  if (entry.encrypted) throw new ZipError('encrypted entry');
  if (entry.method !== 0 && entry.method !== 8) throw new ZipError(`compression method ${entry.method}`);
  const data = packedData(bytes, entry);
  const take = (n: number) => {
    if (n > entry.unpacked) throw new InflateLimitError(true);
    if (n > budget.left) throw new InflateLimitError(false);
  };
  if (entry.method === 0) {
    take(data.length);
    budget.left -= data.length;
    for (let i = 0; i < data.length; i += 65536) yield data.subarray(i, i + 65536);
    return;
  }
  const inflater = Readable.from([data], { objectMode: false }).pipe(createInflateRaw({ chunkSize: 65536 }));
  let out = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      out += chunk.length;
      take(out);
      budget.left -= chunk.length;
      yield chunk;
    }
  } catch (error) {
    if (error instanceof InflateLimitError) throw error;
    throw new ZipError(`inflate failed: ${(error as Error).message}`);
  } finally {
    inflater.destroy();
  }
}

/** The whole entry as text (small parts only: the workbook, its relations). */
export async function entryText(bytes: Uint8Array, entry: ZipEntry, budget: Budget): Promise<string> {
  const decoder = new TextDecoder('utf-8');
  let text = '';
  for await (const chunk of inflateEntry(bytes, entry, budget)) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}
