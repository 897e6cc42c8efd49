/**
 * Input reading and validation: every handler parses its input with a valibot
 * schema; a failure becomes 400 `{status:'error', message:'<Russian>'}`.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { msg } from './messages';

/** An error with an HTTP status and a Russian message, turned into JSON by the app. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra);
export const notFound = (message: string = msg.notFound) => new HttpError(404, message);

/** Parses `input` with `schema` or throws 400 with the first issue's Russian message. */
export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  const russian = /[а-яё]/i.test(issue.message) ? issue.message : msg.field(path || 'запрос', 'неверное значение');
  throw badRequest(russian);
}

// ---- reading input -----------------------------------------------------------------

type Plain = Record<string, unknown>;

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** `a[]=1&a[]=2`, `a=1&a=2` -> arrays; `data[phone]=..` -> nested object (one level). */
export function formToObject(entries: Iterable<[string, unknown]>): Plain {
  const out: Plain = {};
  for (const [rawKey, value] of entries) {
    const nested = /^([^[\]]+)\[([^[\]]+)\]$/.exec(rawKey);
    // No prototype pollution through names like __proto__[x].
    if ([rawKey.replace(/\[\]$/, ''), nested?.[1], nested?.[2]].some((k) => k !== undefined && UNSAFE_KEYS.has(k))) continue;
    if (nested) {
      const [, outer, inner] = nested as unknown as [string, string, string];
      const prev = Object.hasOwn(out, outer) ? out[outer] : undefined;
      const obj = (prev && typeof prev === 'object' && !Array.isArray(prev) ? prev : {}) as Plain;
      obj[inner] = value;
      out[outer] = obj;
      continue;
    }
    const isList = rawKey.endsWith('[]');
    const key = isList ? rawKey.slice(0, -2) : rawKey;
    if (Object.hasOwn(out, key)) {
      const prev = out[key];
      out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
    } else {
      out[key] = isList ? [value] : value;
    }
  }
  return out;
}

/** The request's input: query parameters, then the body (JSON, form or multipart) over them. */
export async function readInput(c: Context): Promise<Plain> {
  const url = new URL(c.req.url);
  const input: Plain = formToObject(url.searchParams.entries());
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return input;
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.includes('application/json')) {
    const text = await c.req.text();
    if (text.trim() === '') return input;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw badRequest(msg.badJson);
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(msg.badJson);
    return { ...input, ...(body as Plain) };
  }
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const form = await c.req.formData().catch(() => {
      throw badRequest(msg.badRequest);
    });
    return { ...input, ...formToObject(form.entries()) };
  }
  return input;
}

// ---- schema pieces with Russian messages --------------------------------------------

const present = (x: unknown) => x !== undefined && x !== null && x !== '';
const toNumber = (x: unknown) => (typeof x === 'string' && x.trim() !== '' ? Number(x.trim().replace(',', '.')) : x);
const MAX_INT = 2_147_483_647;

/** A required integer in [min, max]; strings of digits are accepted (form and query input). */
export function int(name: string, min = 1, max = MAX_INT, minMessage?: string) {
  return v.pipe(
    v.unknown(),
    v.check(present, msg.field(name, 'не заполнено')),
    v.transform(toNumber),
    v.number(msg.field(name, 'ожидается целое число')),
    v.integer(msg.field(name, 'ожидается целое число')),
    v.minValue(min, minMessage ?? msg.field(name, `не меньше ${min}`)),
    v.maxValue(max, msg.field(name, `не больше ${max}`)),
  );
}

/** An optional integer: absent, null or '' give undefined. */
export function optInt(name: string, min = 1, max = MAX_INT) {
  return v.pipe(
    v.unknown(),
    v.transform((x) => (present(x) ? x : undefined)),
    v.union([v.undefined(), int(name, min, max)], msg.field(name, 'ожидается целое число')),
  );
}

export function optNumber(name: string, min = 0) {
  return v.pipe(
    v.unknown(),
    v.transform((x) => (present(x) ? toNumber(x) : undefined)),
    v.union(
      [
        v.undefined(),
        v.pipe(
          v.number(msg.field(name, 'ожидается число')),
          v.finite(msg.field(name, 'ожидается число')),
          v.minValue(min, msg.field(name, `не меньше ${min}`)),
        ),
      ],
      msg.field(name, 'ожидается число'),
    ),
  );
}

/** A 0/1 flag ('1', 1, true, 'true', 'on' -> 1). */
export function optFlag(name: string) {
  return v.pipe(
    v.unknown(),
    v.transform((x) => {
      if (!present(x)) return undefined;
      if (x === true || x === 1 || x === '1' || x === 'true' || x === 'on') return 1;
      if (x === false || x === 0 || x === '0' || x === 'false') return 0;
      return x;
    }),
    v.union([v.undefined(), v.picklist([0, 1])], msg.field(name, 'ожидается 0 или 1')),
  );
}

/** A trimmed string of at most `max` characters; required unless `optional`. */
export function text(name: string, max = 500, emptyMessage?: string) {
  return v.pipe(
    v.unknown(),
    v.transform((x) => (x === undefined || x === null ? '' : typeof x === 'number' ? String(x) : x)),
    v.string(msg.field(name, 'ожидается строка')),
    v.transform((s) => s.trim()),
    v.minLength(1, emptyMessage ?? msg.field(name, 'не заполнено')),
    v.maxLength(max, msg.field(name, `не длиннее ${max} символов`)),
  );
}

export function optText(name: string, max = 500) {
  return v.pipe(
    v.unknown(),
    v.transform((x) => (x === undefined || x === null ? '' : typeof x === 'number' ? String(x) : x)),
    v.string(msg.field(name, 'ожидается строка')),
    v.transform((s) => s.trim()),
    v.maxLength(max, msg.field(name, `не длиннее ${max} символов`)),
  );
}

export function oneOf<const T extends readonly string[]>(name: string, options: T) {
  return v.picklist(options, msg.field(name, `допустимо: ${options.join(', ')}`));
}

export function optOneOf<const T extends readonly string[]>(name: string, options: T) {
  return v.pipe(
    v.unknown(),
    v.transform((x) => (present(x) ? x : undefined)),
    v.union([v.undefined(), oneOf(name, options)], msg.field(name, `допустимо: ${options.join(', ')}`)),
  );
}

/** A list of strings: an array, or one string; empty entries dropped. */
export function stringList(name: string, maxItems = 100, maxLength = 100) {
  return v.pipe(
    v.unknown(),
    v.transform((x) => (x === undefined || x === null || x === '' ? [] : Array.isArray(x) ? x : [x])),
    v.array(
      v.pipe(
        v.unknown(),
        v.transform((s) => (typeof s === 'number' ? String(s) : s)),
        v.string(msg.field(name, 'ожидается список строк')),
        v.maxLength(maxLength, msg.field(name, `значение не длиннее ${maxLength} символов`)),
      ),
      msg.field(name, 'ожидается список'),
    ),
    v.transform((list) => list.map((s) => s.trim()).filter(Boolean)),
    v.maxLength(maxItems, msg.field(name, `не больше ${maxItems} значений`)),
  );
}

/** A list of positive integers (array, one value or '1,2,3'). */
export function intList(name: string, maxItems = 200) {
  return v.pipe(
    v.unknown(),
    v.transform((x) =>
      x === undefined || x === null || x === ''
        ? []
        : Array.isArray(x)
          ? x
          : typeof x === 'string'
            ? x.split(',').filter((s) => s.trim() !== '')
            : [x],
    ),
    v.array(int(name), msg.field(name, 'ожидается список чисел')),
    v.maxLength(maxItems, msg.field(name, `не больше ${maxItems} значений`)),
  );
}

/**
 * An object schema whose absent keys reach their field schema as `undefined` (valibot
 * would otherwise report a missing key with a generic message): each field says in
 * Russian what is wrong with it, and optional fields decide their own default.
 */
export function object<E extends v.ObjectEntries>(entries: E) {
  const keys = Object.keys(entries);
  return v.pipe(
    v.unknown(),
    v.transform((input) => {
      if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
      const filled: Record<string, unknown> = { ...(input as Record<string, unknown>) };
      for (const key of keys) if (!(key in filled)) filled[key] = undefined;
      return filled;
    }),
    v.object(entries, msg.badRequest),
  );
}
