/**
 * The legacy complaint form's target (/complaints/submit): the goods and
 * quantities come as the `recl` map { productId: quantity } (the form's hidden
 * field, else the cookie <b2b-complaints-search> keeps), with the document and a
 * comment. Read, checked, stored, and the goods named for the answer page.
 */
import type { CatalogEngine, Product } from '../catalog/types';
import type { Queryable } from '../db';
import { msg } from '../messages';

const MAX_COMPLAINT_ITEMS = 200;

export interface Complaint {
  /** Product id (as given) -> quantity. */
  items: Record<string, number>;
  document: string;
  comment: string;
}

/** The `recl` map { productId: quantity } from JSON (raw or URI-encoded); null if unreadable. */
export function parseRecl(raw: string): Record<string, unknown> | null {
  for (const candidate of [raw, safeDecode(raw)]) {
    if (!candidate) continue;
    try {
      const value: unknown = JSON.parse(candidate);
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // try the next form
    }
  }
  return null;
}

function safeDecode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/** The complaint the form sent (`recl` from the field, else the cookie), or the Russian reason it cannot be taken. */
export function readComplaint(input: Record<string, unknown>, cookie: string | undefined): Complaint | { problem: string } {
  const field = typeof input.recl === 'string' ? input.recl.trim() : '';
  const raw = field || cookie || '';
  const map = raw ? parseRecl(raw) : null;
  const entries = map ? Object.entries(map) : [];
  if (!entries.length) return { problem: msg.complaintEmpty };
  if (entries.length > MAX_COMPLAINT_ITEMS) return { problem: msg.complaintBad };
  const items: Record<string, number> = {};
  for (const [key, value] of entries) {
    const qnt = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
    if (!/^\d{1,9}$/.test(key) || typeof qnt !== 'number' || !Number.isInteger(qnt) || qnt < 1 || qnt > 1_000_000) {
      return { problem: msg.complaintBad };
    }
    items[key] = qnt;
  }
  const document = typeof input.document === 'string' ? input.document.trim().slice(0, 100) : '';
  const comment = typeof input.comment === 'string' ? input.comment.trim().slice(0, 2000) : '';
  return { items, document, comment };
}

/** Stores the user's complaint; its number. */
export async function saveComplaint(db: Queryable, userId: number, complaint: Complaint): Promise<number> {
  const [row] = await db.query<{ id: number }>('INSERT INTO complaints (user_id, items, document, comment) VALUES ($1, $2, $3, $4) RETURNING id', [
    userId,
    JSON.stringify(complaint.items),
    complaint.document,
    complaint.comment,
  ]);
  return row!.id;
}

/** The complaint's goods with their quantities, in the order given, and the ids of goods that do not exist. */
export async function complaintGoods(catalog: CatalogEngine, items: Complaint['items']): Promise<{ shown: (Product & { qnt: number })[]; unknown: string[] }> {
  const ids = Object.keys(items).map(Number);
  // Prices do not matter here: only id, articul and header are shown.
  const found = await catalog.products(ids, { price_coef: 1, rrc_coef: 1 }, null);
  const byId = new Map(found.map((p) => [p.id, p]));
  const shown = ids.flatMap((id) => {
    const p = byId.get(id);
    return p ? [{ ...p, qnt: items[String(id)]! }] : [];
  });
  const unknown = ids.filter((id) => !byId.has(id)).map(String);
  return { shown, unknown };
}
