// A real SMTP server for the tests that run the production build (which has no outbox page): it
// accepts every mail sent to it and lists what it received over HTTP, newest last.
//   node scripts/mail-catcher.mjs <smtp port> <http port>
//   GET /messages → [{ to, subject, text, html, attachments: [{ filename, contentType, size }], date, client }]
//     (`client`: the name the sender gave in EHLO, which tells the cluster's instances apart)
//   GET /attachments/<message index>/<attachment index> → the attachment's bytes
// The cluster tests (e2e/cluster.spec.ts) also make it a slow server, to catch a delivery running:
//   POST /hold?to=<address>[&subject=<text>] → the next mail to that address (whose subject contains
//     the text) is read to its end but never answered, so the sender's delivery job waits in DATA
//   GET /held → [{ to, subject, client, state }]: `held` while the sender waits, `dropped` once it went
//     away unanswered (never listed in /messages: unacknowledged, the sender must send it again)
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.argv[2] ?? 3225);
const httpPort = Number(process.argv[3] ?? 3226);
const mails = [];
/** Addresses whose next mail is held, each with the text its subject must contain ('' any). */
const toHold = new Map();
/** Held mails by SMTP session id. */
const held = new Map();

const recipients = (session) => session.envelope.rcptTo.map((r) => r.address.toLowerCase());

const smtp = new SMTPServer({
  authOptional: true,
  // plain SMTP on loopback: STARTTLS would need a certificate the client trusts
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    simpleParser(stream)
      .then((mail) => {
        mail.client = session.hostNameAppearsAs || null;
        const subject = mail.subject ?? '';
        const hold = recipients(session).find(
          (to) => toHold.has(to) && subject.toLowerCase().includes(toHold.get(to)),
        );
        if (!hold) {
          mails.push(mail);
          return done();
        }
        toHold.delete(hold);
        held.set(session.id, { to: hold, subject, client: mail.client, state: 'held' });
      })
      .catch(done);
  },
  onClose(session) {
    const mail = held.get(session.id);
    if (mail) mail.state = 'dropped';
  },
});

const view = (m) => ({
  to: (Array.isArray(m.to) ? m.to : [m.to]).flatMap((a) => a?.value.map((v) => v.address) ?? []),
  subject: m.subject ?? '',
  text: m.text ?? '',
  html: typeof m.html === 'string' ? m.html : '',
  attachments: m.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.size })),
  date: m.date?.toISOString() ?? null,
  client: m.client,
});

const api = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://catcher');
  const parts = url.pathname.split('/').filter(Boolean);
  const json = (body) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.method === 'GET' && parts[0] === 'messages' && parts.length === 1) return json(mails.map(view));
  if (req.method === 'GET' && parts[0] === 'held') return json([...held.values()]);
  if (req.method === 'POST' && parts[0] === 'hold' && url.searchParams.get('to')) {
    toHold.set(
      url.searchParams.get('to').toLowerCase(),
      (url.searchParams.get('subject') ?? '').toLowerCase(),
    );
    return json({ holding: [...toHold.keys()] });
  }
  const attachment =
    parts[0] === 'attachments' ? mails[Number(parts[1])]?.attachments[Number(parts[2])] : undefined;
  if (attachment) {
    res.writeHead(200, { 'content-type': attachment.contentType });
    return res.end(attachment.content);
  }
  res.writeHead(404).end();
});

smtp.listen(smtpPort, '127.0.0.1', () => {
  api.listen(httpPort, '127.0.0.1', () => console.log(`mail catcher: smtp ${smtpPort}, http ${httpPort}`));
});
const stop = () => {
  api.close();
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
