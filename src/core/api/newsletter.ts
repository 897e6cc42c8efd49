/**
 * The admin's newsletter (spec 7: POST /openapi/sendNewsletter). Its reply
 * schema lives here: only <b2b-newsletter-form> uses it.
 */
import * as v from 'valibot';
import { Num, OptText, SuccessStatusSchema } from '../schemas';
import type { CallOpts } from './client';
import { siteCall } from './client';

const NewsletterReplySchema = v.object({
  status: SuccessStatusSchema,
  message: OptText,
  sent: Num,
  repeated: v.nullish(v.boolean(), false),
});

export interface Newsletter {
  /** Made by the form once per newsletter: sending it again sends nothing twice. */
  id: string;
  header: string;
  anons: string;
  body: string;
}

export interface NewsletterResult {
  /** Letters written (for a repeat: those of the first send). */
  sent: number;
  /** This id was sent before: nothing was sent now. */
  repeated: boolean;
}

/** POST /openapi/sendNewsletter (spec 7), admin only. */
export async function sendNewsletter(letter: Newsletter, opts: CallOpts = {}): Promise<NewsletterResult> {
  const reply = await siteCall('/openapi/sendNewsletter', { ...opts, body: letter, schema: NewsletterReplySchema });
  return { sent: reply.sent, repeated: reply.repeated };
}
