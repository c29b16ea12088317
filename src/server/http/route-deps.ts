import type { Config } from '../config';
import type { Proposals } from '../funnel/proposals';
import type { Resume } from '../funnel/resume';
import type { Sales } from '../funnel/sales';
import type { Signing } from '../funnel/signing';
import type { CreditCheck } from '../funnel/credit-check';
import type { Db } from '../store/db';
import type { ExtractionWaits } from '../funnel/extraction-waits';

/** What route modules receive: they stay thin and call these (style.md). */
export type RouteDeps = {
  config: Config;
  db: Db;
  sales: Sales;
  proposals: Proposals;
  signing: Signing;
  creditCheck: CreditCheck;
  resume: Resume;
  extractionWaits: ExtractionWaits;
};
