import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { absoluteWidgetOrigin, missingWidgetFields } from '../../shared/widget';
import { htmlAnswer } from '../../shared/schemas/media';
import type { Config } from '../config';
import type { MarchioRow } from '../store/repos/catalogue';
import type { HostBrands } from './host-brand';
import { marchioView } from './routes/catalogue';

// The built web app: hashed assets cached for good, and the one page (every funnel address is `/`
// with query parameters, spec 2) with the public web client key written in, so changing WEB_API_KEY
// needs no rebuild.

const KEY_PLACEHOLDER = '__FUNNEL_API_KEY__';

/**
 * spec 7: the brand's analytics and tag manager load from Google after consent; all else is ours,
 * but for the origin of a chat widget a retailer configured on another host (docs/operations.md),
 * allowed for that brand's pages only.
 */
export function contentSecurityPolicy(brand: MarchioRow | undefined): string {
  const widget =
    brand?.widgetEnabled && missingWidgetFields(brand.widget).length === 0
      ? absoluteWidgetOrigin(brand.widget?.url)
      : null;
  const w = widget ? ` ${widget}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' https://www.googletagmanager.com${w}`,
    `style-src 'self' 'unsafe-inline'${w}`,
    `img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com${w}`,
    `connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com${w}`,
    "font-src 'self'",
    `frame-src https://www.googletagmanager.com${w}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export const BRAND_PLACEHOLDER = '<!--funnel-brand-->';
export const OVERLAY_PLACEHOLDER = '<!--funnel-overlay-->';

/**
 * The busy overlay as plain HTML in the page, so it shows from the first paint (spec 4: shown at
 * first start); React renders the same markup over it.
 */
export function overlayHtml(m: MarchioRow): string {
  const name = m.nome.replace(/[<>&"]/g, '');
  // a brand created in the back office has no logo until one is uploaded
  const logo = m.logoUrl
    ? `<img class="busy-overlay__logo" src="${m.logoUrl.replace(/[<>&"]/g, '')}" alt="${name}" width="200" height="48">`
    : '';
  return `<div class="busy-overlay" role="status" aria-live="polite" data-testid="busy-overlay"><div class="busy-overlay__box">${logo}<div class="busy-overlay__spinner" aria-hidden="true"></div><p class="busy-overlay__message">…</p></div></div>`;
}

/**
 * The host's brand, written into the page: its colours as custom properties before any script runs
 * (no flash, no layout shift) and its public site, which the maintenance alert needs when every API
 * call of the brand answers 403.
 */
export function brandHead(m: MarchioRow): string {
  const json = JSON.stringify(marchioView(m)).replace(/</g, '\\u003c');
  const c = m.colori;
  const css = `:root{--brand-primary:${c.primario};--brand-secondary:${c.secondario};--brand-background:${c.sfondo};--brand-text:${c.testo}}`;
  return `<script type="application/json" id="funnel-brand">${json}</script>\n    <style>${css.replace(/[<>]/g, '')}</style>`;
}

export async function registerWebPage(
  app: FastifyInstance,
  config: Config,
  brands: HostBrands,
  webRoot: string,
): Promise<void> {
  const template = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const page = template.replace(KEY_PLACEHOLDER, config.webApiKey.replace(/[<>"&]/g, ''));

  await app.register(fastifyStatic, {
    root: webRoot,
    index: false,
    setHeaders: (reply, file) =>
      reply.header(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      ),
  });
  const send = async (req: FastifyRequest, reply: FastifyReply) => {
    const brand = await brands.forHost(req.headers.host);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', contentSecurityPolicy(brand))
      .send(
        brand
          ? page.replace(BRAND_PLACEHOLDER, brandHead(brand)).replace(OVERLAY_PLACEHOLDER, overlayHtml(brand))
          : page,
      );
  };
  const schema = { hide: true, response: { 200: htmlAnswer } };
  app.get('/', { schema }, send);
  app.get('/index.html', { schema }, send);
}

/**
 * Development only (DEV_PAGES): in `npm run dev` Vite serves the page, and asks here for the brand of
 * the host it was asked on, to write it in as the built page has it (scripts/dev-page-plugin.ts).
 */
export function registerDevPageBrand(app: FastifyInstance, brands: HostBrands): void {
  const schema = {
    hide: true,
    querystring: z.strictObject({ host: z.string().max(255) }),
    response: { 200: z.strictObject({ head: z.string(), overlay: z.string() }) },
  };
  app.get('/dev/page-brand', { schema }, async (req: FastifyRequest<{ Querystring: { host: string } }>) => {
    const brand = await brands.forHost(req.query.host);
    return brand ? { head: brandHead(brand), overlay: overlayHtml(brand) } : { head: '', overlay: '' };
  });
}
