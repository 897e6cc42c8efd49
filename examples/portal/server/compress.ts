/**
 * Compressed replies: brotli where the request's Accept-Encoding allows it,
 * gzip otherwise, identity when neither. On a slow line the bytes are the
 * wait: the 300-line basket reply is 74 kB as plain JSON and about a tenth of
 * that compressed. Static files of the standalone build come precompressed
 * from the build (their `.br` and `.gz` siblings, routes/static.ts); what the
 * portal writes per request (pages, /api JSON) is compressed here, on the fly.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

export type Encoding = 'br' | 'gzip';

/** Smaller bodies go as they are: the encoding's own overhead and the CPU buy nothing there. */
export const MIN_COMPRESS_BYTES = 1024;

/** The types worth compressing: text the portal sends (JS, CSS, HTML, JSON). */
export const COMPRESSIBLE_TYPE = /^(?:text\/(?:html|css|javascript)|application\/(?:javascript|json|[\w.+-]+\+json))\b/i;

const QUALITY = /;\s*q\s*=\s*([0-9.]+)/i;

/**
 * The encoding to send for an Accept-Encoding header: the acceptable one of
 * br and gzip with the higher weight, br on a tie; undefined for identity.
 * `*` stands for any coding the header does not name; `q=0` refuses one.
 */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const name = part.split(';')[0]!.trim().toLowerCase();
    if (!name) continue;
    const q = QUALITY.exec(part);
    const weight = q ? Number(q[1]) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? (name === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? 'br' : 'gzip';
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses a body made per request. Brotli at quality 5 and gzip at level 6:
 * a few milliseconds for the largest reply (the 300-line basket), nearly the
 * ratio of the top levels, which are for files compressed once at build time.
 */
export async function compressBody(body: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  const out =
    encoding === 'br'
      ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : await gzipAsync(body, { level: 6 });
  return new Uint8Array(out);
}

/** Adds Accept-Encoding to a Vary header: a cache must keep each encoding of the reply apart. */
export function varyOnEncoding(current: string | null): string {
  if (!current) return 'Accept-Encoding';
  if (current === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(current)) return current;
  return `${current}, Accept-Encoding`;
}

/**
 * Compresses the replies made per request (pages, /api JSON) on the way out.
 * Left alone: a reply with an encoding already (the static files' siblings),
 * one with an ETag (the tag names one representation: whoever set it chose
 * the encoding too), no-transform, HEAD, 204/206/304, other types, and bodies
 * under MIN_COMPRESS_BYTES.
 */
export function compressMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || !res.body || res.status === 204 || res.status === 206 || res.status === 304) return;
    if (res.headers.has('content-encoding') || res.headers.has('etag')) return;
    if (!COMPRESSIBLE_TYPE.test(res.headers.get('content-type') ?? '')) return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('cache-control') ?? '')) return;
    const declared = res.headers.get('content-length');
    if (declared !== null && Number(declared) < MIN_COMPRESS_BYTES) return;
    const body = new Uint8Array(await res.arrayBuffer());
    // The body is read by now: whatever is sent, it is a new Response.
    const small = body.length < MIN_COMPRESS_BYTES;
    const encoding = small ? undefined : chooseEncoding(c.req.header('accept-encoding'));
    const out = encoding ? await compressBody(body, encoding) : body;
    c.res = new Response(out, res);
    // A large reply sent as it is varies too: a client asking with br must not be given it from a cache.
    if (!small) c.res.headers.set('Vary', varyOnEncoding(res.headers.get('vary')));
    if (encoding) c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.set('Content-Length', String(out.length));
  };
}
