import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const REFERENCE_CONFIG = path.resolve(import.meta.dirname, '..', '..', 'deploy', 'nginx', 'shop.conf');

/** Fails with what to do when Debian's nginx is missing (scripts/test-tools.sh installs it; CI runs that). */
export function ensureNginx() {
  if (existsSync(NGINX_PATH)) return;
  throw new Error(
    `nginx not found at ${NGINX_PATH}: run scripts/test-tools.sh as root (apt-get install -y nginx) or set NGINX_PATH`,
  );
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs nginx with the reference site config (deploy/nginx/shop.conf) in a private folder: only
 * the listen address, the upstream ports and the cache folder are changed, nothing else.
 */
export async function startNginx(upstreams: string[]): Promise<RunningNginx> {
  const reference = await readFile(REFERENCE_CONFIG, 'utf8');
  return runNginx(2, (port, dir) => {
    const site = reference
      .replace('listen 80;', `listen 127.0.0.1:${port};`)
      .replace('/var/cache/nginx/shop', path.join(dir, 'cache'));
    const servers = [...site.matchAll(/^ *server 127\.0\.0\.1:\d+ ([^;]*);\n/gm)];
    if (servers.length < 1) throw new Error('deploy/nginx/shop.conf: no upstream servers found');
    const options = servers[0]![1];
    return site.replace(
      servers.map((s) => s[0]).join(''),
      upstreams.map((u) => `    server ${u} ${options};\n`).join(''),
    );
  });
}

/**
 * One nginx worker serving the files of `root` as they are (`file.gz` beside `file` for clients
 * that accept gzip): the static-file floor the shop's cached answers are measured against.
 */
export function startStaticNginx(root: string): Promise<RunningNginx> {
  return runNginx(
    1,
    (port) => `server {
  listen 127.0.0.1:${port};
  root ${root};
  gzip_static on;
  location / { default_type application/json; }
}`,
  );
}

/** nginx with `workers` worker processes and the given server block, in a private folder. */
async function runNginx(workers: number, siteConfig: (port: number, dir: string) => string): Promise<RunningNginx> {
  ensureNginx();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-nginx-'));
  const port = await freePort();
  await writeFile(path.join(dir, 'shop.conf'), siteConfig(port, dir));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await mkdir(path.join(dir, temp));
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `
${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  include ${dir}/shop.conf;
}
`,
  );
  const child = spawn(NGINX_PATH, ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null)
      throw new Error(
        `nginx exited (${child.exitCode}):\n${output}\n${await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '')}`,
      );
    if (
      await fetch(`${url}/nginx-ready-probe`).then(
        () => true,
        () => false,
      )
    )
      break;
    if (i > 100) throw new Error(`nginx did not answer on ${url}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
