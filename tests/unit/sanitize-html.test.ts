import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { ALLOWED_ATTR, ALLOWED_TAGS, sanitizeHtml } from '@/lib/sanitize-html';

/** Every element and attribute left in the sanitized output. */
function inventory(html: string) {
  const doc = new JSDOM(`<body>${html}</body>`).window.document;
  const elements = [...doc.body.querySelectorAll('*')];
  return {
    tags: new Set(elements.map((el) => el.tagName.toLowerCase())),
    attrs: new Set(elements.flatMap((el) => [...el.attributes].map((a) => a.name.toLowerCase()))),
    hrefs: elements.map((el) => el.getAttribute('href')).filter((h): h is string => h !== null),
  };
}

describe('sanitizeHtml', () => {
  it('keeps the allowed article markup intact', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><h4>Minor</h4><p>Text with <strong>bold</strong>, <em>italic</em><br>and a <a href="https://example.com/x" target="_blank" rel="noopener noreferrer">link</a>.</p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['script element', '<p>ok</p><script>alert(1)</script>'],
    ['script with src', '<script src="https://evil.example/x.js"></script><p>ok</p>'],
    ['onerror handler', '<img src="x" onerror="alert(1)"><p>ok</p>'],
    ['onclick handler on an allowed tag', '<p onclick="alert(1)">ok</p>'],
    ['onmouseover on a link', '<a href="/en" onmouseover="alert(1)">ok</a>'],
    ['javascript: href', '<a href="javascript:alert(1)">ok</a>'],
    ['obfuscated javascript: href', '<a href="  JaVaScRiPt:alert(1)">ok</a>'],
    ['entity-encoded javascript: href', '<a href="&#106;avascript:alert(1)">ok</a>'],
    ['data: html href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">ok</a>'],
    ['style attribute', '<p style="background:url(javascript:alert(1))">ok</p>'],
    ['style element', '<style>body{display:none}</style><p>ok</p>'],
    ['iframe', '<iframe src="https://evil.example"></iframe><p>ok</p>'],
    ['svg with onload', '<svg onload="alert(1)"><circle r="1"></circle></svg><p>ok</p>'],
    ['svg script', '<svg><script>alert(1)</script></svg><p>ok</p>'],
    ['math / mxss', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>'],
    ['form and input', '<form action="https://evil.example"><input name="x"></form><p>ok</p>'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">'],
    ['id, class and data attributes', '<p id="x" class="y" data-x="z" aria-hidden="true">ok</p>'],
  ])('removes %s', (_name, payload) => {
    const clean = sanitizeHtml(payload);
    const { tags, attrs, hrefs } = inventory(clean);
    for (const tag of tags) expect(ALLOWED_TAGS).toContain(tag);
    for (const attr of attrs) expect(ALLOWED_ATTR).toContain(attr);
    for (const href of hrefs) expect(href.trim().toLowerCase()).not.toMatch(/^(javascript|data|vbscript):/);
    expect(clean.toLowerCase()).not.toContain('alert(1)</script');
    expect(clean).not.toMatch(/on\w+=/i);
  });

  it('drops script text instead of leaving it as visible text', () => {
    expect(sanitizeHtml('<p>hi</p><script>alert(1)</script>')).toBe('<p>hi</p>');
  });

  it('keeps the text of removed wrapper elements', () => {
    expect(sanitizeHtml('<div><span>kept</span></div>')).toBe('kept');
  });

  it('forces rel=noopener on links that open a new tab', () => {
    const clean = sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>');
    expect(clean).toContain('rel="noopener noreferrer"');
  });
});
