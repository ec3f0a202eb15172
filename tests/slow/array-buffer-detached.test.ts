// `npm run dev` on Node 20: React's development renderer (the edge build Next's pages use) writes
// every empty attribute (alt="") as an empty chunk and, without ArrayBuffer.prototype.detached,
// warns in the terminal on each page. scripts/dev.ts loads the standard property first.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const polyfill = path.join(root, 'scripts/array-buffer-detached.cjs');

/** Runs a CommonJS snippet in a fresh Node (the machine's: Node 20 in CI), optionally with the polyfill. */
function run(code: string, withPolyfill: boolean) {
  const args = [...(withPolyfill ? ['--require', polyfill] : []), '-e', code];
  const result = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'development', NODE_OPTIONS: '' } });
  return { stdout: result.stdout.trim(), stderr: result.stderr.trim(), status: result.status };
}

const RENDER_EMPTY_ATTRIBUTE = `
  const React = require('react');
  const { renderToReadableStream } = require('react-dom/server.edge');
  renderToReadableStream(React.createElement('img', { alt: '', src: '/x.webp' }))
    .then((stream) => new Response(stream).text())
    .then((html) => console.log(html));`;

describe('ArrayBuffer.prototype.detached for the development server', () => {
  it('reads as the built-in does: false for a live buffer (empty or not), true once transferred', () => {
    const { stdout, status } = run(
      `const a = new ArrayBuffer(0), b = new ArrayBuffer(8), c = new ArrayBuffer(4);
       structuredClone(c, { transfer: [c] });
       let thrown = false; try { Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'detached').get.call({}); } catch (e) { thrown = e instanceof TypeError; }
       console.log(JSON.stringify([a.detached, b.detached, c.detached, thrown]));`,
      true,
    );
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual([false, false, true, true]);
  });

  it('leaves React nothing to warn about when a page has an empty attribute', () => {
    const withIt = run(RENDER_EMPTY_ATTRIBUTE, true);
    expect(withIt.stdout).toContain('<img alt="" src="/x.webp"/>');
    expect(withIt.stderr).toBe('');
    // Without it, Node 20 shows the warning (Node 22 has the property and shows none either way).
    const without = run(RENDER_EMPTY_ATTRIBUTE, false);
    if (!('detached' in ArrayBuffer.prototype)) expect(without.stderr).toMatch(/ArrayBuffer\.prototype\.detached/);
  });

});
