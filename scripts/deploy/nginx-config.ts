// Renders scripts/deploy/nginx.conf.template for a machine:
//   npx tsx scripts/deploy/nginx-config.ts [--listen 80] [--upstream 127.0.0.1:3000 …]
//        [--prefix /var/lib/magnolia-nginx] [--cache-dir <prefix>/cache] [--micro-cache 5s] > nginx.conf
// then `nginx -c $PWD/nginx.conf` (or include it from the system's). Also used by the front-server test.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface NginxOptions {
  listen: string;
  upstreams: string[];
  prefix: string;
  cacheDir?: string;
  microCache?: string;
  mimeTypes?: string;
}

export function renderNginxConfig(options: NginxOptions): string {
  const template = readFileSync(path.join(import.meta.dirname, 'nginx.conf.template'), 'utf8');
  const values: Record<string, string> = {
    LISTEN: options.listen,
    UPSTREAMS: options.upstreams.map((u) => `    server ${u};`).join('\n'),
    PREFIX: options.prefix,
    CACHE_DIR: options.cacheDir ?? path.join(options.prefix, 'cache'),
    MICRO_CACHE: options.microCache ?? '5s',
    MIME_TYPES: options.mimeTypes ?? '/etc/nginx/mime.types',
  };
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`nginx.conf.template: no value for {{${key}}}`);
    return value;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const all = (flag: string) => args.flatMap((a, i) => (a === flag && args[i + 1] ? [args[i + 1]!] : []));
  const one = (flag: string) => all(flag).at(-1);
  const upstreams = all('--upstream');
  process.stdout.write(
    renderNginxConfig({
      listen: one('--listen') ?? '80',
      upstreams: upstreams.length ? upstreams : ['127.0.0.1:3000'],
      prefix: one('--prefix') ?? '/var/lib/magnolia-nginx',
      cacheDir: one('--cache-dir'),
      microCache: one('--micro-cache'),
    }),
  );
}
