// @vitest-environment jsdom
import { queryByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testFaq } from './test-faq';

// window.FunnelChat.init as the funnel's loader calls it: the FAQ is asked beside the script, once.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
  document.body.innerHTML = '';
  delete window.FunnelChat;
});

/** A fresh copy of the script, as a page that loads it. */
async function loadScript() {
  const module = await import('./widget');
  return { ...module, chat: window.FunnelChat! };
}

describe('faqUrl', () => {
  it('is /widget/faq beside the script, with the bot, its token and the language', async () => {
    const { faqUrl } = await loadScript();
    expect(
      faqUrl('http://aurora.localhost:3000/widget/widget.js?_=1', {
        botId: 'aurora-faq',
        token: 't k',
        lang: 'en',
      }),
    ).toBe('http://aurora.localhost:3000/widget/faq?botId=aurora-faq&token=t+k&lang=en');
    expect(faqUrl('', { botId: 'b', token: 't' }, 'http://localhost:3000/?x=1')).toBe(
      'http://localhost:3000/widget/faq?botId=b&token=t&lang=it',
    );
  });
});

describe('init', () => {
  it('asks the FAQ once and shows the launcher; a second init answers the same chat', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(testFaq()), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { chat } = await loadScript();

    const first = await chat.init({
      botId: 'aurora-faq',
      token: 'demo-aurora-token',
      lang: 'it',
      brand: 'aurora',
    });
    const second = await chat.init({ botId: 'aurora-faq', token: 'demo-aurora-token', lang: 'it' });

    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(
      /\/widget\/faq\?botId=aurora-faq&token=demo-aurora-token&lang=it$/,
    );
    expect(queryByRole(document.body, 'button', { name: 'Domande? Chatta con noi' })).not.toBeNull();
  });

  it('a refused token: no launcher, a warning', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"code":"auth.api_key"}', { status: 401 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { chat } = await loadScript();

    await expect(chat.init({ botId: 'aurora-faq', token: 'wrong' })).resolves.toBeNull();
    expect(queryByRole(document.body, 'button')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('bot aurora-faq refused (401)'));
  });

  it('an unreachable server: no launcher, a warning, never a rejection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { chat } = await loadScript();

    await expect(chat.init({ botId: 'aurora-faq', token: 'demo-aurora-token' })).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith('FunnelChat: not started', expect.any(TypeError));
  });
});
