/**
 * Registers a legacy API method at /api/{method}/ and, with `withId`, /api/{method}/{id}/
 * (trailing slash optional). The handler gets the merged input (query, body, path id)
 * and returns a JSON-able object or a Response.
 */
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../types';
import { readInput } from '../validate';

export type Input = Record<string, unknown>;
type Handler = (c: Context<AppEnv>, input: Input) => Promise<object | Response> | object | Response;

export function api(
  app: Hono<AppEnv>,
  methods: readonly ('GET' | 'POST' | 'DELETE')[],
  name: string,
  handler: Handler,
  opts: { withId?: boolean } = {},
): void {
  const run = async (c: Context<AppEnv>) => {
    const input = await readInput(c);
    const id = c.req.param('id');
    if (id !== undefined && id !== '') input.id = id;
    const out = await handler(c, input);
    return out instanceof Response ? out : c.json(out);
  };
  const paths = [`/api/${name}`];
  if (opts.withId) paths.push(`/api/${name}/:id`);
  for (const path of paths) app.on([...methods], path, run);
}

/** The `pagination` of a list reply: at least one page, also when the list is empty. */
export const paginationOf = (page: number, perpage: number, total: number) => ({
  page,
  perpage,
  total,
  pages: Math.max(1, Math.ceil(total / perpage)),
});
