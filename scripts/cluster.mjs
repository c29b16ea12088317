// `npm run cluster`: the funnel as several servers run it, on one machine. Two instances of the one
// build on PostgreSQL, behind nginx (deploy/nginx/funnel.conf.template, the reference configuration),
// in production mode with keys of their own, files in the database (BLOB_STORE=db: no shared disk),
// the rate limits in the database, and mail delivered by SMTP to a local catcher. Ctrl-C stops it all
// (the instances get SIGTERM). docs/operations.md, "Several servers behind a proxy".
//
//   node scripts/cluster.mjs [--port 3460] [--fresh]
//     --port   nginx's port; the instances take the next two, the mail catcher (SMTP, HTTP) the two
//              after, the control API the next one (3460: 3461 3462, 3463 3464, 3465)
//     --fresh  drop the database and create it again (the cluster tests count rows)
//   DATABASE_URL (default postgres://postgres@127.0.0.1:5432/cluster_funnel, created when missing),
//   WEB_API_KEY, SECRET_KEY (generated for the run when unset), SMTP_URL (unset: the local catcher),
//   and any other server variable (README), passed on to every instance.
//
// Control API on 127.0.0.1 (the cluster tests use it): GET /instances → [{ name, port, pid, alive }];
// POST /instances/<n>/start starts instance n again (after it was killed) and answers once healthy.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildWhenStale } from './build-when-stale.mjs';
import { ensureDatabase } from './cluster/database.mjs';
import { createInstance } from './cluster/instances.mjs';
import { ensureNginx, startNginx } from './cluster/nginx.mjs';

const { values: args } = parseArgs({
  options: { port: { type: 'string', default: '3460' }, fresh: { type: 'boolean', default: false } },
});
const PORT = Number(args.port);
const ports = {
  nginx: PORT,
  instances: [PORT + 1, PORT + 2],
  smtp: PORT + 3,
  mail: PORT + 4,
  control: PORT + 5,
};
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/cluster_funnel';

/** Refuses to start over ports in use (a cluster left running by a run that was killed). */
async function checkPortsFree() {
  const all = [ports.nginx, ...ports.instances, ports.smtp, ports.mail, ports.control];
  for (const port of all) {
    const free = await new Promise((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (!free)
      throw new Error(`port ${port} is in use: the cluster takes ${all.join(', ')} (--port moves them)`);
  }
}

const children = [];
let instances = [];
let nginx = null;
let control = null;
let shuttingDown = false;
const dir = await mkdtemp(path.join(os.tmpdir(), 'funnel-cluster-'));
// nginx's workers run as `nobody` when we are root: they must reach the temp folders in here
await chmod(dir, 0o755);

async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log('stopping: SIGTERM to the instances, then nginx and the mail catcher...');
  await Promise.all(instances.map((i) => i.stop()));
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const ended = new Promise((resolve) => child.once('exit', resolve));
    // nginx stops gracefully on SIGQUIT; the mail catcher on SIGTERM
    child.kill(child === nginx ? 'SIGQUIT' : 'SIGTERM');
    await ended;
  }
  control?.close();
  await rm(dir, { recursive: true, force: true });
  process.exit(code);
}
process.once('SIGINT', () => void shutdown(0));
process.once('SIGTERM', () => void shutdown(0));
// The children have process groups of their own (a terminal's Ctrl-C reaches this script only, which
// stops them in order): if this script dies of an error, they go with it.
process.on('exit', () => {
  for (const child of [...children, ...instances.map((i) => i.process)]) {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

function watch(child, name) {
  children.push(child);
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    console.error(`${name} ended (${signal ?? `exit ${code}`}): stopping the cluster`);
    void shutdown(1);
  });
  return child;
}

try {
  await checkPortsFree();
  buildWhenStale();
  const nginxBin = ensureNginx();
  const db = await ensureDatabase(databaseUrl, { fresh: args.fresh });

  let smtpUrl = process.env.SMTP_URL;
  if (!smtpUrl) {
    watch(
      spawn(process.execPath, ['scripts/mail-catcher.mjs', String(ports.smtp), String(ports.mail)], {
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
      }),
      'the mail catcher',
    );
    smtpUrl = `smtp://127.0.0.1:${ports.smtp}`;
  }

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    WEB_API_KEY: process.env.WEB_API_KEY || `cluster-${crypto.randomBytes(12).toString('hex')}`,
    SECRET_KEY: process.env.SECRET_KEY || crypto.randomBytes(32).toString('hex'),
    TRUST_PROXY: 'true',
    // files in the database: every instance reads what another stored, with no shared disk
    BLOB_STORE: 'db',
    RATE_LIMIT_STORE: 'db',
    SEED_DEMO: process.env.SEED_DEMO ?? 'true',
    PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL || `http://localhost:${ports.nginx}`,
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  };
  instances = ports.instances.map((port, i) => {
    const name = `instance-${i + 1}`;
    return createInstance({
      name,
      port,
      env: {
        ...env,
        // a DATA_DIR of its own (nothing shared on disk), and its name in EHLO, as a server's host
        // name would be: the mail catcher tells which instance delivered
        DATA_DIR: path.join(dir, name),
        SMTP_URL: process.env.SMTP_URL ? smtpUrl : `${smtpUrl}?name=${name}`,
      },
      onExit(instance, code, signal) {
        if (shuttingDown) return;
        console.log(
          `${instance.name} ended (${signal ?? `exit ${code}`}); nginx sends its requests to the other.` +
            ` Start it again: curl -X POST http://127.0.0.1:${ports.control}/instances/${i + 1}/start`,
        );
      },
    });
  });
  // together, as servers of a deployment start: the migrations run once, under an advisory lock
  await Promise.all(instances.map((i) => i.start()));

  nginx = watch(
    await startNginx({
      bin: nginxBin,
      dir,
      listen: `127.0.0.1:${ports.nginx}`,
      servers: ports.instances.map((p) => `127.0.0.1:${p}`),
      upstreamHeader: true,
    }),
    'nginx',
  );

  control = http.createServer((req, res) => {
    const answer = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const list = () => instances.map(({ name, port, pid, alive }) => ({ name, port, pid, alive }));
    const start = /^\/instances\/(\d+)\/start$/.exec(req.url ?? '');
    if (req.method === 'GET' && req.url === '/instances') return answer(200, list());
    const instance = start && req.method === 'POST' ? instances[Number(start[1]) - 1] : undefined;
    if (!instance) return answer(404, { error: 'not found' });
    instance.start().then(
      () => answer(200, list()[instances.indexOf(instance)]),
      (err) => answer(500, { error: err.message }),
    );
  });
  await new Promise((resolve) => control.listen(ports.control, '127.0.0.1', resolve));

  const url = `http://localhost:${ports.nginx}`;
  console.log(
    [
      '',
      `funnel cluster ready at ${url}/?operazione=ATTIVAZIONE&offerta=101`,
      `  (other brands: http://aurora.localhost:${ports.nginx}/?operazione=ATTIVAZIONE&offerta=201)`,
      `  nginx      pid ${nginx.pid}, port ${ports.nginx} (config ${dir}/nginx.conf)`,
      ...instances.map((i) => `  ${i.name} pid ${i.pid}, port ${i.port}`),
      `  database   ${new URL(databaseUrl).pathname.slice(1)} (${db}), files in it (BLOB_STORE=db)`,
      process.env.SMTP_URL
        ? '  mail       by SMTP_URL'
        : `  mail       caught at http://127.0.0.1:${ports.mail}/messages (the signing codes are there)`,
      `  web key    ${env.WEB_API_KEY}`,
      'Ctrl-C stops everything (the instances get SIGTERM).',
      '',
    ].join('\n'),
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await shutdown(1);
}
