// The WordPress peer of `npm run bench:peer`: what a small supplier would run instead of this
// project, a stock WordPress from Debian's packages (6.1 on bookworm, its default block theme)
// on nginx and PHP-FPM with MariaDB, uncached (Debian ships no page-cache plugin), holding the
// same pages as the project. Set-up, each step skipped when already done (a second run reuses it):
//   1. packages: wordpress, mariadb-server, php-fpm, nginx (apt-get install, as root, when missing)
//   2. MariaDB on 127.0.0.1:3306 (started with `service mariadb start` if it does not answer);
//      a database `lss_peer_wordpress` and its user, and Debian's host config
//      /etc/wordpress/config-127.0.0.1.php pointing at them
//   3. PHP-FPM: the running service's, or Debian's stock configuration started in the foreground
//   4. nginx on PEER_WORDPRESS_PORT with Debian's example site for WordPress
//      (/usr/share/doc/wordpress/examples/nginx-wordpress.conf) and its three changes (below)
//   5. WordPress's installation (one POST to install.php) and the pages (peer-wordpress-pages.php)
// Whatever this starts is stopped at clean-up; the packages, the database and the pages stay.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onCleanup, stopProcess } from './lib';
import { startNginx, waitFor } from './nginx-compare';
import { processCpu } from './rounds';
import type { CpuReading } from './cpu';

const PACKAGES = ['wordpress', 'mariadb-server', 'php-fpm', 'nginx'];
const DATABASE = 'lss_peer_wordpress';
const DB_USER = 'lss_peer';
// A loopback-only database of bench pages: the password keeps nothing secret.
const DB_PASSWORD = 'lss-peer-bench';
const HOST = '127.0.0.1';
const EXAMPLE_SITE = '/usr/share/doc/wordpress/examples/nginx-wordpress.conf';

export interface PeerPage {
  slug: string;
  title: string;
  /** The page's content as HTML; `<img src="/path">` of a file in `images` becomes a library image. */
  html: string;
  front?: boolean;
}

export interface WordPressPeer {
  /** Each page's address, by slug. */
  urls: Record<string, string>;
  /** CPU readings of everything serving it: nginx, PHP-FPM and MariaDB. */
  cpu: () => (CpuReading | null)[];
}

const say = (line: string) => console.log(`[wordpress] ${line}`);

function sh(command: string, args: string[], input?: string) {
  const r = spawnSync(command, args, { input, encoding: 'utf8', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return { ok: r.status === 0, out: r.stdout ?? '', err: (r.stderr || r.error?.message || '').trim() };
}

const lastLine = (text: string) => text.trim().split('\n').at(-1) ?? '';
const missingPackages = () => PACKAGES.filter((name) => !/^install ok installed/m.test(sh('dpkg-query', ['-W', '-f', '${Status}\n', name]).out));
const mariadb = (sql: string) => sh('mariadb', ['-h', HOST, '-P', '3306', '-u', 'root', '--batch', '--skip-column-names', '-e', sql]);

/** Installs what is missing; returns why not when that cannot be done. */
function ensurePackages(): string | null {
  let missing = missingPackages();
  if (!missing.length) return null;
  if (process.getuid?.() !== 0) return `Debian's packages ${missing.join(', ')} are missing and installing them needs root`;
  say(`installing ${missing.join(', ')} with apt-get (once) …`);
  let r = sh('apt-get', ['install', '-y', ...missing]);
  if (!r.ok) {
    say('apt-get install failed; updating the package lists and trying again …');
    sh('apt-get', ['update']);
    r = sh('apt-get', ['install', '-y', ...missing]);
  }
  missing = missingPackages();
  return missing.length ? `apt-get could not install ${missing.join(', ')} (${lastLine(r.err) || 'no reason given'})` : null;
}

/** MariaDB answering on 127.0.0.1:3306 as root without a password; started when it does not answer. */
function ensureMariadb(): string | null {
  if (mariadb('SELECT 1').ok) return null;
  say('MariaDB does not answer on 127.0.0.1:3306; service mariadb start …');
  const started = sh('service', ['mariadb', 'start']);
  if (!mariadb('SELECT 1').ok) return `MariaDB does not answer on 127.0.0.1:3306 as root (${lastLine(started.err || started.out)})`;
  onCleanup(() => void sh('service', ['mariadb', 'stop']));
  return null;
}

/** The database, its user and Debian's host config for WordPress (each written only when different). */
function ensureDatabase() {
  const created = mariadb(
    `CREATE DATABASE IF NOT EXISTS ${DATABASE}; CREATE USER IF NOT EXISTS '${DB_USER}'@'${HOST}' IDENTIFIED BY '${DB_PASSWORD}'; GRANT ALL ON ${DATABASE}.* TO '${DB_USER}'@'${HOST}';`,
  );
  if (!created.ok) throw new Error(`MariaDB: ${created.err}`);
  const file = `/etc/wordpress/config-${HOST}.php`;
  const config = `<?php\n// Written by npm run bench:peer (scripts/bench/peer-wordpress.ts).\ndefine('DB_NAME', '${DATABASE}');\ndefine('DB_USER', '${DB_USER}');\ndefine('DB_PASSWORD', '${DB_PASSWORD}');\ndefine('DB_HOST', '${HOST}');\n`;
  if (!existsSync(file) || readFileSync(file, 'utf8') !== config) {
    say(`writing ${file}`);
    writeFileSync(file, config, { mode: 0o640 });
    sh('chgrp', ['www-data', file]);
  }
}

/** PHP-FPM with Debian's stock configuration (pool of 5 children, opcache on); returns its master's pid and socket. */
async function ensurePhpFpm(): Promise<{ pid: number; socket: string }> {
  const binary = readdirSync('/usr/sbin').find((f) => /^php-fpm\d+\.\d+$/.test(f));
  if (!binary) throw new Error('no php-fpm in /usr/sbin');
  const version = binary.slice('php-fpm'.length);
  const config = `/etc/php/${version}/fpm/php-fpm.conf`;
  const pool = readFileSync(`/etc/php/${version}/fpm/pool.d/www.conf`, 'utf8');
  const socket = /^listen\s*=\s*(\S+)/m.exec(pool)?.[1] ?? `/run/php/php${version}-fpm.sock`;
  const pidFile = /^pid\s*=\s*(\S+)/m.exec(readFileSync(config, 'utf8'))?.[1] ?? `/run/php/php${version}-fpm.pid`;
  const running = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : 0;
  if (running && existsSync(`/proc/${running}`)) {
    say(`using the running PHP-FPM ${version} (pid ${running})`);
    return { pid: running, socket };
  }
  say(`starting PHP-FPM ${version} with Debian's stock configuration (${config})`);
  sh('mkdir', ['-p', path.dirname(socket), path.dirname(pidFile)]);
  const child: ChildProcess = spawn(`/usr/sbin/${binary}`, ['--nodaemonize', '--fpm-config', config], { stdio: 'inherit', detached: true });
  onCleanup(() => stopProcess(child));
  for (let i = 0; i < 50 && !existsSync(socket); i += 1) await new Promise((r) => setTimeout(r, 100));
  if (!existsSync(socket)) throw new Error(`PHP-FPM did not open ${socket}`);
  return { pid: child.pid!, socket };
}

/**
 * nginx with Debian's example WordPress site and the changes it needs here: listen on `port`,
 * PHP-FPM's socket, and the Host header with its port (Debian's fastcgi_params sends the name
 * alone, and WordPress on a port other than 80 then redirects in a loop). The http block is
 * Debian's stock nginx.conf's (user www-data, sendfile, gzip on) without the access log, as the
 * other servers of the bench run.
 */
function wordpressNginxConfig(prefix: string, port: number, socket: string) {
  const site = readFileSync(EXAMPLE_SITE, 'utf8')
    .replace(/^\s*server_name\s.*$/m, `    listen ${HOST}:${port};`)
    .replace(/fastcgi_pass\s+[^;]+;/, `fastcgi_pass unix:${socket};`)
    .replace(/(include\s+\/etc\/nginx\/fastcgi_params;)/, '$1\n        fastcgi_param HTTP_HOST $http_host;');
  return `user www-data;
worker_processes auto;
pid ${prefix}/wordpress.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 768; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  access_log off;
  gzip on;
  client_body_temp_path ${prefix}/c; proxy_temp_path ${prefix}/p; fastcgi_temp_path ${prefix}/f; uwsgi_temp_path ${prefix}/u; scgi_temp_path ${prefix}/s;
${site}
}
`;
}

/** WordPress's own installation, once (its tables in the database say whether it was done). */
async function ensureInstalled(origin: string, siteTitle: string) {
  if (mariadb(`SHOW TABLES FROM ${DATABASE} LIKE 'wp_options'`).out.trim()) {
    say('WordPress is installed already');
    return;
  }
  // Nobody signs in: the pages are written through PHP's command line.
  const password = randomBytes(18).toString('base64url');
  say(`installing WordPress (POST ${origin}/wp-admin/install.php?step=2) …`);
  const res = await fetch(`${origin}/wp-admin/install.php?step=2`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      weblog_title: siteTitle,
      user_name: 'admin',
      admin_password: password,
      admin_password2: password,
      admin_email: 'peer@example.com',
      blog_public: '1',
      language: '',
    }),
  });
  if (!res.ok || !mariadb(`SHOW TABLES FROM ${DATABASE} LIKE 'wp_options'`).out.trim()) throw new Error(`WordPress's installation failed (HTTP ${res.status})`);
}

/**
 * The WordPress peer on 127.0.0.1:`port` with `pages` in it, or a one-line reason why it cannot
 * run on this machine (then the comparison goes on without it).
 */
export async function startWordPressPeer(port: number, siteTitle: string, pages: PeerPage[], images: Record<string, string>): Promise<WordPressPeer | string> {
  const reason = ensurePackages() ?? ensureMariadb();
  if (reason) return reason;
  ensureDatabase();
  const fpm = await ensurePhpFpm();
  const prefix = mkdtempSync(path.join(tmpdir(), 'lss-peer-wordpress-'));
  const nginx = startNginx(prefix, wordpressNginxConfig(prefix, port, fpm.socket));
  const origin = `http://${HOST}:${port}`;
  await waitFor(`${origin}/wp-includes/css/buttons.css`);
  await ensureInstalled(origin, siteTitle);
  say('putting the pages in (unchanged ones are left as they are) …');
  const written = sh('php', [path.join(import.meta.dirname, 'peer-wordpress-pages.php')], JSON.stringify({ origin, host: HOST, pages, images }));
  if (written.err) console.log(written.err.replace(/^/gm, '[wordpress] '));
  if (!written.ok) throw new Error('peer-wordpress-pages.php failed');
  const urls = JSON.parse(written.out) as Record<string, string>;
  for (const url of Object.values(urls)) await waitFor(url);
  const mariadbPid = Number(sh('pidof', ['mariadbd']).out.trim().split(/\s+/)[0]) || undefined;
  const readings = [processCpu(nginx.pid), processCpu(fpm.pid), processCpu(mariadbPid)];
  return { urls, cpu: () => readings.flatMap((read) => read()) };
}
