import type { FunnelChatApi, FunnelChatOptions, WidgetFaq } from '../shared/widget';
import { mountChat } from './chat';
import type { ChatHandle } from './chat';

// The local chat widget, served at /widget/widget.js (docs/web.md, "Chat widget"): the stand-in for a
// retailer's chat provider. `window.FunnelChat.init({ botId, token, lang, brand })` asks the FAQ of the
// bot from the server the script came from and shows the launcher; a refused token shows nothing and
// logs a warning. Plain DOM, no framework: a few KB.

type ChatOptions = FunnelChatOptions;

declare global {
  interface Window {
    FunnelChat?: FunnelChatApi;
  }
}

// read while the script runs: later, document.currentScript is another script or null
const scriptSrc = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : '';

let started: Promise<ChatHandle | null> | null = null;

/** `/widget/faq` beside the script (ours, or a provider's host). */
export function faqUrl(src: string, options: ChatOptions, base: string = location.href): string {
  const url = new URL('faq', new URL(src || '/widget/widget.js', base));
  url.search = new URLSearchParams({
    botId: options.botId,
    token: options.token,
    lang: options.lang?.toLowerCase().startsWith('en') ? 'en' : 'it',
  }).toString();
  return url.toString();
}

async function start(options: ChatOptions): Promise<ChatHandle | null> {
  const res = await fetch(faqUrl(scriptSrc, options), {
    headers: { accept: 'application/json' },
    credentials: 'omit',
  });
  if (!res.ok) {
    console.warn(`FunnelChat: bot ${options.botId} refused (${res.status}); the chat stays hidden`);
    return null;
  }
  return mountChat(document, (await res.json()) as WidgetFaq);
}

/** Once per page: a second call answers the first one's chat. */
export function init(options: ChatOptions): Promise<ChatHandle | null> {
  started ??= start(options).catch((error: unknown) => {
    console.warn('FunnelChat: not started', error);
    return null;
  });
  return started;
}

window.FunnelChat ??= { init };
