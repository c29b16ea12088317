import type { Language } from '../../shared/domain';
import { missingWidgetFields } from '../../shared/widget';
import type { FunnelChatApi, WidgetAccountView } from '../../shared/widget';
import { loadScript } from '../analytics/loader';
import { funnelApi } from '../api/funnel-api';

// spec 4 and 5: when the step says widgetEnabled (boot.ts decides), the host brand's widget account
// is loaded; an account without botId, token or url leaves the widget off with a warning. Otherwise
// the script at url (ours, /widget/widget.js, or a provider's a retailer configured) is loaded through
// the one loader (cache-busting `_=`) and `FunnelChat.init` is called. Never awaited by the boot.

declare global {
  interface Window {
    FunnelChat?: FunnelChatApi;
  }
}

export type WidgetContext = {
  lang: Language;
  /** the host brand's code */
  brand: string;
  account?: () => Promise<WidgetAccountView>;
};

let loading: Promise<void> | null = null;

async function run({ lang, brand, account = funnelApi.widgetAccount }: WidgetContext): Promise<void> {
  const { botId, token, url } = await account();
  const missing = missingWidgetFields({ botId, token, url });
  if (missing.length > 0 || !botId || !token || !url) {
    console.warn(`widget: the widget account lacks ${missing.join(', ')}; the chat stays off`);
    return;
  }
  await loadScript(url);
  const chat = window.FunnelChat;
  if (typeof chat?.init !== 'function') {
    console.warn(`widget: ${url} did not define FunnelChat.init`);
    return;
  }
  await chat.init({ botId, token, lang, brand });
}

/** Once per page; resolves when the chat started or was left off, never rejects. */
export function loadWidget(context: WidgetContext): Promise<void> {
  loading ??= run(context).catch((error: unknown) => console.warn('widget: not loaded', error));
  return loading;
}

/** Tests only: forget the page's load. */
export function resetWidgetLoader(): void {
  loading = null;
}
