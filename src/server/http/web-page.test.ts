import { describe, expect, it } from 'vitest';
import type { MarchioRow } from '../store/repos/catalogue';
import { contentSecurityPolicy } from './web-page';

// The page's CSP (spec 7): our origin and Google's tag hosts, plus a chat widget's origin on the pages
// of the brand that configured it on another host.

const brand = (over: Partial<MarchioRow> = {}): MarchioRow => ({
  id: 2,
  codice: 'aurora',
  nome: 'Aurora Luce e Gas',
  logoUrl: '/brands/aurora.svg',
  colori: { primario: '#b7410e', secondario: '#3a1f5d', sfondo: '#fff8f3', testo: '#2b1a12' },
  sitoPubblico: 'https://www.aurora-luceegas.example',
  gaTrackingId: 'G-AURORA0002',
  gtmId: 'GTM-AURORA2',
  manutenzione: false,
  messaggioManutenzione: null,
  widgetEnabled: true,
  widget: { botId: 'aurora-faq', token: 'demo-aurora-token', url: '/widget/widget.js' },
  creditCheckEnabled: true,
  creditCheckMessage: null,
  ...over,
});

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
const PROVIDER = { botId: 'b', token: 't', url: 'https://chat.provider.example/v2/w.js?x=1' };

describe('contentSecurityPolicy', () => {
  it('our own widget (/widget/widget.js) needs nothing more than self', () => {
    const csp = contentSecurityPolicy(brand());
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(csp).toBe(contentSecurityPolicy(undefined));
  });

  it('a provider’s widget adds its origin to scripts, styles, images, connections and frames', () => {
    const csp = contentSecurityPolicy(brand({ widget: PROVIDER }));
    for (const name of ['script-src', 'style-src', 'img-src', 'connect-src', 'frame-src']) {
      expect(directive(csp, name)).toMatch(/ https:\/\/chat\.provider\.example$/);
    }
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
  });

  it.each([
    ['the widget is off', { widgetEnabled: false, widget: PROVIDER }],
    ['the account lacks its token (spec 5: never loaded)', { widget: { ...PROVIDER, token: '' } }],
    ['the URL is not http(s)', { widget: { ...PROVIDER, url: 'javascript:alert(1)' } }],
  ])('no extra origin when %s', (_case, over) => {
    expect(contentSecurityPolicy(brand(over))).not.toContain('chat.provider.example');
    expect(contentSecurityPolicy(brand(over))).not.toContain('javascript');
  });
});
