// The chat widget (spec 2, 5): its account, the rule that turns it off, and what its FAQ answers.
// Types only and one pure rule: the web loader, the server's page and the widget script share them.

/** GET /configurations/widget-account (spec 3: botId, token, url); null where the brand has none. */
export type WidgetAccountView = { botId: string | null; token: string | null; url: string | null };

export const WIDGET_ACCOUNT_FIELDS = ['botId', 'token', 'url'] as const;
export type WidgetAccountField = (typeof WIDGET_ACCOUNT_FIELDS)[number];

/** spec 5: the widget is disabled when its configuration lacks botId, token or url. */
export function missingWidgetFields(
  account: Partial<Record<WidgetAccountField, string | null | undefined>> | null | undefined,
): WidgetAccountField[] {
  return WIDGET_ACCOUNT_FIELDS.filter((field) => !account?.[field]?.trim());
}

/** A widget URL a retailer configured on another host (`https://chat.example/w.js`), else null. */
export function absoluteWidgetOrigin(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url.trim())) return null;
  try {
    return new URL(url.trim()).origin;
  } catch {
    return null;
  }
}

/** `window.FunnelChat`, what a widget script defines and the loader calls (docs/web.md). */
export type FunnelChatOptions = { botId: string; token: string; lang?: string; brand?: string };
export type FunnelChatApi = { init(options: FunnelChatOptions): Promise<unknown> };

/** One question the widget can answer; `keywords` are lower-case word beginnings, without accents. */
export type WidgetFaqEntry = { id: string; question: string; answer: string; keywords: string[] };

/** GET /widget/faq: the brand's questions and answers in one language. */
export type WidgetFaq = {
  botId: string;
  lang: 'it' | 'en';
  brand: { codice: string; nome: string };
  greeting: string;
  /** when no entry matches: points to customer service */
  fallback: string;
  entries: WidgetFaqEntry[];
};
