import readline from 'node:readline';

// A password for the CLI (cli.ts user:create), from the terminal without echo or from a pipe: never
// an argument, which would end up in the shell history and in `ps` (as scripts/hash-password.mjs).

function fromPipe(): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => (text += chunk));
    process.stdin.on('end', () => resolve(text.replace(/\r?\n$/, '')));
    process.stdin.on('error', reject);
  });
}

function fromTerminal(): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    process.stderr.write('Password: ');
    // mute the echo of what is typed
    (rl as unknown as { _writeToOutput: () => void })._writeToOutput = () => {};
    rl.question('', (answer) => {
      rl.close();
      process.stderr.write('\n');
      resolve(answer);
    });
  });
}

export const readPassword = (): Promise<string> => (process.stdin.isTTY ? fromTerminal() : fromPipe());
