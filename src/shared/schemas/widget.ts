import { z } from 'zod';
import './zod-config';
import type { WidgetFaq } from '../widget';

// GET /widget/faq, the local chat widget's questions and answers (docs/web.md, "Chat widget").

export const widgetFaqQuery = z.object({
  botId: z.string().max(100).optional(),
  // missing or wrong: 401, never a field error that would tell which part was wrong
  token: z.string().max(200).optional(),
  /** `it`, `en` or a locale (`it-IT`); Italian when absent */
  lang: z.string().max(20).optional(),
});

export const widgetFaqResponse = z.object({
  botId: z.string(),
  lang: z.enum(['it', 'en']),
  brand: z.object({ codice: z.string(), nome: z.string() }),
  greeting: z.string(),
  fallback: z.string(),
  entries: z.array(
    z.object({ id: z.string(), question: z.string(), answer: z.string(), keywords: z.array(z.string()) }),
  ),
}) satisfies z.ZodType<WidgetFaq>;
