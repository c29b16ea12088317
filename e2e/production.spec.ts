import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { API_KEY, brandUrl, expect, test } from './support';
import { Walk } from './walk';

// The production install as a retailer runs it (playwright.production.config.ts): the one build,
// `npm ci --omit=dev`, NODE_ENV=production and keys of its own. A customer walks the fast flow from an
// uploaded PDF bill (read by the background job with the production install's packages) to the signed
// contract, which they download and receive by mail through SMTP.

const BILL = path.resolve('src/server/services/domain/bills/samples/solaria-luce-pf.pdf');
const MAIL_URL = process.env.E2E_MAIL_URL ?? '';

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

test('the page carries the deployment’s own web client key, and production has no development pages', async ({
  page,
  request,
}) => {
  expect(API_KEY).not.toBe('dev-web-client-key');
  await page.goto('/?operazione=ATTIVAZIONE&offerta=101');
  await expect(page.locator('meta[name="funnel-api-key"]')).toHaveAttribute('content', API_KEY);
  expect((await request.get('/dev/outbox')).status()).toBe(404);
  const refused = await request.get('/api/v1/offerte/101', {
    headers: { 'x-api-key': 'dev-web-client-key' },
  });
  expect(refused.status()).toBe(401);
});

test('a fast-flow sale from a PDF bill to the signed contract, downloaded and mailed', async ({
  page,
  request,
}) => {
  const w = new Walk(page, 'it', 'production', true);
  const email = 'giulia.produzione@example.com';
  await page.goto(brandUrl('lumen', '/?operazione=ATTIVAZIONE&offerta=101'));
  // the bill is read by the production install's packages; the signing code arrives by SMTP
  await w.fastFlowSale(request, BILL, email);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: w.t('congratulazioni.contract.download') }).click(),
  ]);
  const downloaded = await pdfText(new Uint8Array(await readFile(await download.path())));
  expect(downloaded).toContain('BNCGLI90A41F205H');
  expect(downloaded).toContain('IT001E04871593');

  // the contract mail, with the same contract attached, delivered once
  type Caught = {
    to: string[];
    subject: string;
    attachments: Array<{ filename: string; contentType: string }>;
  };
  let contractMails: Array<{ index: number; mail: Caught }> = [];
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`${MAIL_URL}/messages`)).json()) as Caught[];
        contractMails = mails
          .map((mail, index) => ({ index, mail }))
          .filter(({ mail }) => mail.to.includes(email) && /contratto firmato/.test(mail.subject));
        return contractMails.length;
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  const { index, mail } = contractMails[0]!;
  expect(mail.attachments.map((a) => a.contentType)).toContain('application/pdf');
  const attachment = mail.attachments.findIndex((a) => a.contentType === 'application/pdf');
  const bytes = await (await request.get(`${MAIL_URL}/attachments/${index}/${attachment}`)).body();
  expect(await pdfText(new Uint8Array(bytes))).toContain('BNCGLI90A41F205H');
});
