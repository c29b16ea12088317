import crypto from 'node:crypto';
import { SALE_LIFETIME_MS } from '../funnel/context';
import {
  generalTerms,
  privacyNotice,
  renderBrandDocument,
} from '../services/domain/documents/brand-documents';
import type { Db } from '../store/db';
import { DEMO_BRANDS, documentId } from '../store/demo-data';
import type { DemoDocument } from '../store/seed-demo';
import { writeDemoSeed } from '../store/seed-demo';

/**
 * Seeds the demo catalogue (domain.md). Idempotent: run at every start, it adds the demo rows that
 * are missing and leaves every existing one as the back office left it (issue 15 item 4), and resets
 * the demo sale only once it is no longer usable, so the linked-offer move can be shown again.
 */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<void> {
  const docs: DemoDocument[] = await Promise.all(
    DEMO_BRANDS.flatMap((b) =>
      [privacyNotice(b.nome), generalTerms(b.nome)].map(async (d, i) => {
        const contenuto = await renderBrandDocument({ nome: b.nome, colore: b.colori.primario }, d);
        return {
          id: documentId(b.id, i + 1),
          marchioId: b.id,
          tipo: i === 0 ? 'privacy' : 'condizioni_generali',
          nome: i === 0 ? `privacy-${b.codice}.pdf` : `condizioni-generali-${b.codice}.pdf`,
          contentType: 'application/pdf',
          sha256: crypto.createHash('sha256').update(contenuto).digest('hex'),
          contenuto,
        };
      }),
    ),
  );

  await writeDemoSeed(db, { docs, now, saleExpiresAt: new Date(now.getTime() + SALE_LIFETIME_MS) });
}
