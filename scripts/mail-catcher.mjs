// A real SMTP server for the tests that run the production build (which has no outbox page): it
// accepts every mail sent to it and lists what it received over HTTP, newest last.
//   node scripts/mail-catcher.mjs <smtp port> <http port>
//   GET /messages → [{ to, subject, text, html, attachments: [{ filename, contentType, size }], date }]
//   GET /attachments/<message index>/<attachment index> → the attachment's bytes
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.argv[2] ?? 3225);
const httpPort = Number(process.argv[3] ?? 3226);
const mails = [];

const smtp = new SMTPServer({
  authOptional: true,
  // plain SMTP on loopback: STARTTLS would need a certificate the client trusts
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    simpleParser(stream)
      .then((mail) => {
        mails.push(mail);
        done();
      })
      .catch(done);
  },
});

const view = (m) => ({
  to: (Array.isArray(m.to) ? m.to : [m.to]).flatMap((a) => a?.value.map((v) => v.address) ?? []),
  subject: m.subject ?? '',
  text: m.text ?? '',
  html: typeof m.html === 'string' ? m.html : '',
  attachments: m.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.size })),
  date: m.date?.toISOString() ?? null,
});

const api = http.createServer((req, res) => {
  const parts = (req.url ?? '/').split('?')[0].split('/').filter(Boolean);
  if (parts[0] === 'messages' && parts.length === 1) {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify(mails.map(view)));
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
