// npm run bench:peer puts the project's pages into WordPress: the same text and photos, none of
// the project's own markup, scripts or controls.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageContent } from '../../scripts/bench/peer-content';
import { root } from '../../scripts/bench/lib';

const page = `<!DOCTYPE html><html><head><title>Sod Grass Varieties | Magnolia Sod &amp; Stone</title>
<meta property="og:site_name" content="Magnolia Sod &amp; Stone"><script src="/_next/static/main.js"></script></head>
<body><header><a href="/en">Home</a></header>
<main class="m_1"><h1 class="title">Sod Grass Varieties</h1>
<p class="lead" data-x="1">Fresh-cut <strong>St. Augustine</strong> sod.</p>
<img alt="St. Augustine lawn" src="/_next/image?url=%2Fimages%2Fhero.webp&amp;w=640&amp;q=75" srcset="/_next/image?url=%2Fimages%2Fhero.webp&amp;w=384&amp;q=75 384w" sizes="100vw">
<img alt="gone" src="/images/no-such-photo.webp">
<form><label>ZIP <input name="zip"></label><button>Check</button></form>
<div><svg><path d="M0"/></svg></div>
<a class="btn" href="/en/quote"><span>Get Quote</span></a><script>alert(1)</script></main>
<footer>Footer text</footer></body></html>`;

describe('a project page as WordPress content', () => {
  const content = pageContent(page);

  it('keeps the main text and links, with the heading as the title and the site name from the metadata', () => {
    expect(content.title).toBe('Sod Grass Varieties');
    expect(content.siteName).toBe('Magnolia Sod & Stone');
    expect(content.html).toContain('<p>Fresh-cut <strong>St. Augustine</strong> sod.</p>');
    expect(content.html).toContain('<a href="/en/quote"><span>Get Quote</span></a>');
    expect(content.html).not.toContain('<h1');
    expect(content.html).not.toMatch(/Footer text|header|<script|alert|<form|<input|<button|<svg|class=|data-x/);
  });

  it('points each photo at its file under public/ and drops the ones with no file', () => {
    expect(content.images).toEqual({ '/images/hero.webp': path.join(root, 'public/images/hero.webp') });
    expect(content.html).toContain('<img src="/images/hero.webp" alt="St. Augustine lawn">');
    expect(content.html).not.toContain('no-such-photo');
  });
});
