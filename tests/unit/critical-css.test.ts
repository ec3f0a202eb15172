// A public page's render-blocking CSS is the cut of the site's stylesheet its HTML can use
// (src/page-runtime/critical-css.ts): what a visitor relies on is that everything on the page is
// styled as the whole sheet would style it, before any code runs.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { classesIn, classesNeeded, cutCss, cutSheet, indexCss } from '@/page-runtime/critical-css';

const SHEET = [
  ':root{--mantine-color-body:#fff}',
  ':root[data-mantine-color-scheme=dark]{--mantine-color-body:#000}',
  'body{margin:0}',
  '.m_button{padding:4px}',
  '.m_button:hover{opacity:.9}',
  '[data-mantine-color-scheme=dark] .m_button{color:#fff}',
  '.m_modal{position:fixed}',
  '.m_card .m_section{margin:0}',
  '.m_button:not(.m_loading),.m_modal{cursor:pointer}',
  ':where(.m_button,.m_modal)[data-disabled]{opacity:.5}',
  'a[href$=".pdf"]{color:red}',
  '@media (min-width:48em){.m_button{padding:8px}.m_modal{inset:0}}',
  '@media (min-width:62em){.m_modal{inset:10px}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
].join('');

describe('the cut of the site’s stylesheet for one page', () => {
  const index = indexCss(SHEET);

  it('keeps element and variable rules and every rule of the components on the page, in the sheet’s order', () => {
    const cut = cutCss(index, classesIn('<div class="m_card"><button class="m_button x">Go</button><div class="m_section"></div></div>'));
    expect(cut).toBe(
      [
        ':root{--mantine-color-body:#fff}',
        'body{margin:0}',
        '.m_button{padding:4px}',
        '.m_button:hover{opacity:.9}',
        '.m_card .m_section{margin:0}',
        '.m_button:not(.m_loading){cursor:pointer}',
        ':where(.m_button,.m_modal)[data-disabled]{opacity:.5}',
        'a[href$=".pdf"]{color:red}',
        '@media (min-width:48em){.m_button{padding:8px}}',
        '@keyframes spin{to{transform:rotate(1turn)}}',
      ].join(''),
    );
  });

  it('leaves out components not on the page (a dialog only the code opens) and the dark scheme the site never uses', () => {
    const cut = cutCss(index, classesIn('<p class="other">Text</p>'));
    expect(cut).not.toContain('m_modal{position');
    expect(cut).not.toContain('#000');
    expect(cut).not.toContain('color:#fff}');
    expect(cut).not.toContain('62em');
  });

  it('a template’s HTML counts (a part sent for later is styled when shown)', () => {
    expect(classesIn('<template data-later><div class="m_modal"></div></template>').has('m_modal')).toBe(true);
  });

  it('asks only for the classes a selector needs: none inside :not(), :is(), :where() or an attribute', () => {
    expect(classesNeeded('.a .b:hover > .c')).toEqual(['a', 'b', 'c']);
    expect(classesNeeded('.a:not(.b)')).toEqual(['a']);
    expect(classesNeeded(':where(.a, .b) .c')).toEqual(['c']);
    expect(classesNeeded('a[href$=".pdf"]')).toEqual([]);
    expect(classesNeeded('.a:is(:not(.b), .c)')).toEqual(['a']);
  });
});

describe('where a page’s cut goes', () => {
  function build() {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'cut-'));
    onTestFinished(() => rmSync(dist, { recursive: true, force: true }));
    writeFileSync(path.join(dist, 'site.css'), SHEET);
    return dist;
  }
  const html = '<button class="m_button">Go</button>';

  it('next build writes it as a file of the build, named by its content, which the page links; pages with the same cut share it', () => {
    const dist = build();
    const first = cutSheet(dist, 'site.css', html, true);
    expect(first).toEqual({ href: expect.stringMatching(/^\/_next\/static\/css\/cut\/[0-9a-f]{16}\.css$/) });
    const href = (first as { href: string }).href;
    expect(readFileSync(path.join(dist, href.replace('/_next/', '')), 'utf8')).toBe(cutCss(indexCss(SHEET), classesIn(html)));
    expect(cutSheet(dist, 'site.css', `<main>${html}</main>`, true)).toEqual(first);
    // Rendered again by the running server: the file is there, the page links it.
    expect(cutSheet(dist, 'site.css', html, false)).toEqual(first);
  });

  it('a cut that is new after the build goes into the page (the running server serves only files it started with)', () => {
    const dist = build();
    const later = cutSheet(dist, 'site.css', '<div class="m_modal"></div>', false);
    expect(later).toEqual({ css: expect.stringContaining('.m_modal{position:fixed}') });
  });
});
