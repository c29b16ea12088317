import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Step } from '../../shared/schemas/api';
import type { FunnelChatOptions } from '../../shared/widget';
import { boot } from '../shell/boot';
import { loadWidget, resetWidgetLoader } from './load-widget';

// spec 4 and 5: the widget account is asked only when widgetEnabled is true; an incomplete account
// loads nothing and logs a warning; a complete one loads the script once and starts the chat.

const AURORA = { botId: 'aurora-faq', token: 'demo-aurora-token', url: '/widget/widget.js' };
const UUID = '5b0a4f0e-8e7b-4c3e-9a51-0d8f9d1f1a11';

let fetchMock: ReturnType<typeof vi.fn>;
let warn: ReturnType<typeof vi.spyOn>;
let init: ReturnType<typeof vi.fn<(options: FunnelChatOptions) => Promise<unknown>>>;

function answerAccount(account: Record<string, string | null>) {
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(account), { status: 200 }));
}

const scripts = () => [...document.head.querySelectorAll('script')];
const accountCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/configurations/widget-account'));

/** The loader appends the script after the account call: let it, then let the script "run". */
async function scriptAppended(): Promise<HTMLScriptElement> {
  await vi.waitFor(() => expect(scripts()).toHaveLength(1));
  return scripts()[0]!;
}

beforeEach(() => {
  resetWidgetLoader();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  init = vi.fn(async (_options: FunnelChatOptions): Promise<unknown> => null);
  window.FunnelChat = { init };
});

afterEach(() => {
  vi.unstubAllGlobals();
  warn.mockRestore();
  delete window.FunnelChat;
  document.head.innerHTML = '';
});

describe('loadWidget', () => {
  it('a complete account: loads the script with the cache buster, then inits with botId and token', async () => {
    const before = Date.now();
    answerAccount(AURORA);
    const done = loadWidget({ lang: 'it', brand: 'aurora' });

    const script = await scriptAppended();
    const src = script.getAttribute('src') ?? '';
    expect(src).toMatch(/^\/widget\/widget\.js\?_=\d+$/);
    expect(Number(src.split('_=')[1])).toBeGreaterThanOrEqual(before);
    expect(script.async).toBe(true);
    expect(init).not.toHaveBeenCalled();
    script.dispatchEvent(new Event('load'));
    await done;

    expect(init).toHaveBeenCalledExactlyOnceWith({
      botId: 'aurora-faq',
      token: 'demo-aurora-token',
      lang: 'it',
      brand: 'aurora',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('loads once per page however often it is asked', async () => {
    answerAccount(AURORA);
    const first = loadWidget({ lang: 'en', brand: 'aurora' });
    const second = loadWidget({ lang: 'en', brand: 'aurora' });
    expect(second).toBe(first);
    (await scriptAppended()).dispatchEvent(new Event('load'));
    await first;
    await loadWidget({ lang: 'en', brand: 'aurora' });

    expect(accountCalls()).toHaveLength(1);
    expect(scripts()).toHaveLength(1);
    expect(init).toHaveBeenCalledOnce();
  });

  it('an absolute URL a retailer configured is loaded as given, with the timestamp appended', async () => {
    answerAccount({ ...AURORA, url: 'https://chat.provider.example/w.js?v=2' });
    void loadWidget({ lang: 'it', brand: 'aurora' });
    expect((await scriptAppended()).getAttribute('src')).toMatch(
      /^https:\/\/chat\.provider\.example\/w\.js\?v=2&_=\d+$/,
    );
  });

  it.each([
    ['botId', { ...AURORA, botId: null }],
    ['token', { ...AURORA, token: null }],
    ['url', { ...AURORA, url: null }],
    ['token', { ...AURORA, token: '  ' }],
    ['botId, token, url', { botId: null, token: null, url: null }],
  ])('an account without %s: no script, a warning (spec 5)', async (missing, account) => {
    answerAccount(account);
    await loadWidget({ lang: 'it', brand: 'borea' });

    expect(scripts()).toHaveLength(0);
    expect(init).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain(`lacks ${missing}`);
  });

  it('a script that fails to load or defines no FunnelChat only warns', async () => {
    answerAccount(AURORA);
    const failing = loadWidget({ lang: 'it', brand: 'aurora' });
    (await scriptAppended()).dispatchEvent(new Event('error'));
    await expect(failing).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('widget: not loaded', expect.any(Error));

    resetWidgetLoader();
    delete window.FunnelChat;
    const empty = loadWidget({ lang: 'it', brand: 'aurora' });
    (await scriptAppended()).dispatchEvent(new Event('load'));
    await empty;
    expect(warn).toHaveBeenLastCalledWith('widget: /widget/widget.js did not define FunnelChat.init');
  });

  it('an account that cannot be read only warns', async () => {
    fetchMock.mockImplementation(async () => new Response('{"code":"internal"}', { status: 500 }));
    await expect(loadWidget({ lang: 'it', brand: 'aurora' })).resolves.toBeUndefined();
    expect(scripts()).toHaveLength(0);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('the boot asks for the widget only when widgetEnabled is true (spec 4)', () => {
  const step = (widgetEnabled: 'true' | 'false'): Step => ({
    name: 'datiAnagrafici',
    taskId: '9b6f5a8e-2d1c-4e7a-8f3b-1c2d3e4f5a6b',
    files: [],
    variables: { marchio: 2, widgetEnabled, fastProcess: 'false', creditCheckResult: 'false' },
    progress: { index: 1, total: 9 },
  });
  const bootWith = (widgetEnabled: 'true' | 'false') =>
    boot(
      { operazione: 'ATTIVAZIONE', offerta: 201, vendita: UUID, campagna: null },
      {
        createVendita: vi.fn(),
        step: vi.fn(async () => step(widgetEnabled)),
        replaceAddress: vi.fn(),
        path: '/',
        loadWidget: () => void loadWidget({ lang: 'it', brand: 'aurora' }),
      },
    );

  it('false: no request for the account, no script', async () => {
    answerAccount(AURORA);
    await bootWith('false');
    await new Promise((r) => setTimeout(r, 0));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(scripts()).toHaveLength(0);
  });

  it('true: the account is asked without holding the boot', async () => {
    answerAccount(AURORA);
    const result = await bootWith('true');
    expect(result.step.name).toBe('datiAnagrafici');
    expect(accountCalls()).toHaveLength(1);
    expect(await scriptAppended()).toBeDefined();
  });
});
