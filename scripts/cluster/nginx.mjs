// nginx for `npm run cluster`: Debian's package (installed with apt-get when missing, as .ci/run
// installs PostgreSQL), run as a process of ours with every path under our own folder, never as the
// system service and with no change under /etc.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const TEMPLATE = path.resolve('deploy/nginx/funnel.conf.template');

function onPath(name) {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/** The nginx binary, installed first when the machine has none. */
export function ensureNginx() {
  const found = onPath('nginx') ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null);
  if (found) return found;
  console.log('nginx is missing: installing Debian’s package with apt-get...');
  const opts = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  const apt = (args) =>
    process.getuid?.() === 0
      ? spawnSync('apt-get', args, opts)
      : spawnSync('sudo', ['apt-get', ...args], opts);
  apt(['update', '-qq']);
  const r = apt(['install', '-y', '-qq', 'nginx']);
  if (r.status !== 0 || !existsSync('/usr/sbin/nginx')) throw new Error('could not install nginx');
  return '/usr/sbin/nginx';
}

/** The template with each ${NAME} replaced; a name without a value is an error, never left in. */
export async function renderTemplate(values) {
  const text = await readFile(TEMPLATE, 'utf8');
  return text.replace(/\$\{([A-Z0-9_]+)\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`${TEMPLATE}: no value for \${${name}}`);
    return values[name];
  });
}

/**
 * Writes the reference configuration for this run and the main file around it (pid, logs, temp
 * folders in `dir`), checks it with `nginx -t` and starts nginx in the foreground.
 */
export async function startNginx({ bin, dir, listen, servers, upstreamHeader }) {
  const funnel = await renderTemplate({
    FUNNEL_LISTEN: listen,
    FUNNEL_SERVER_NAME: 'localhost *.localhost 127.0.0.1',
    FUNNEL_SERVER_1: servers[0],
    FUNNEL_SERVER_2: servers[1],
    FUNNEL_LOG_DIR: dir,
  });
  await writeFile(path.join(dir, 'funnel.conf'), funnel);
  const main = [
    '# written by scripts/cluster.mjs for one run; the funnel part is deploy/nginx/funnel.conf.template',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `    client_body_temp_path ${dir}/client_body;`,
    `    proxy_temp_path ${dir}/proxy;`,
    `    fastcgi_temp_path ${dir}/fastcgi;`,
    `    uwsgi_temp_path ${dir}/uwsgi;`,
    `    scgi_temp_path ${dir}/scgi;`,
    ...(upstreamHeader
      ? [
          '    # the instance that answered (the cluster tests kill that one); not in the reference',
          '    # configuration, which would tell anyone the servers’ addresses',
          '    add_header X-Upstream $upstream_addr always;',
        ]
      : []),
    `    include ${dir}/funnel.conf;`,
    '}',
    '',
  ].join('\n');
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(conf, main);
  const args = ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')];
  const test = spawnSync(bin, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refuses the configuration:\n${test.stderr}`);
  return spawn(bin, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
}
