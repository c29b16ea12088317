import type { FastifyInstance } from 'fastify';

/**
 * A response that does not say how it may be cached is kept by no browser and no proxy (issue 17.4).
 * Most of the API carries a sale's or a person's data (the sale, its step, a customer's supplies, a
 * contract, an upload); the few answers that are the same for everyone (catalogue, comuni, REMI
 * codes, the built page and its assets) set their own Cache-Control, so `no-store` is the default
 * rather than a list a new route could be left out of.
 */
export function registerNoStoreByDefault(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
