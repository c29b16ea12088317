// Prints the OPERATOR_PASSWORD_HASH of a password (docs/operations.md, "Funnel analytics and the
// operators' report"): `scrypt$N$r$p$salt$hash`, salt and hash in base64url, the format
// src/server/backoffice/passwords.ts verifies.
//
//   node scripts/hash-password.mjs                     asks for the password (not echoed)
//   printf %s "$PASSWORD" | node scripts/hash-password.mjs
//
// The password is never taken as an argument: arguments end up in the shell history and in `ps`.
import crypto from 'node:crypto';
import readline from 'node:readline';

const N = 2 ** 14;
const r = 8;
const p = 1;

function fromPipe() {
  return new Promise((resolve, reject) => {
    let text = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => (text += chunk));
    process.stdin.on('end', () => resolve(text.replace(/\r?\n$/, '')));
    process.stdin.on('error', reject);
  });
}

function fromTerminal() {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    process.stderr.write('Password: ');
    // mute the echo of what is typed
    rl._writeToOutput = () => {};
    rl.question('', (answer) => {
      rl.close();
      process.stderr.write('\n');
      resolve(answer);
    });
  });
}

const password = process.stdin.isTTY ? await fromTerminal() : await fromPipe();
if (password.length < 8) {
  console.error('hash-password: the password needs at least 8 characters');
  process.exit(1);
}
const salt = crypto.randomBytes(16);
const hash = crypto.scryptSync(password, salt, 32, { N, r, p, maxmem: 64 * 1024 * 1024 });
console.log(`scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${hash.toString('base64url')}`);
