import { expect, test } from '@playwright/test';
import pg from 'pg';

async function leadCount() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return Number((await client.query('SELECT count(*) FROM "Lead"')).rows[0].count);
  } finally {
    await client.end();
  }
}

test('every kind of response carries the security headers', async ({ request }) => {
  for (const path of ['/en', '/es/pasto', '/api/health', '/favicon.svg', '/en/no-such-page']) {
    const res = await request.get(path);
    const h = res.headers();
    expect(h['content-security-policy'], path).toContain("object-src 'none'");
    expect(h['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(h['content-security-policy'], path).toMatch(/script-src 'self'(;|$)/);
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy'], path).toContain('geolocation=()');
  }
});

test('pages run under the Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  await page.goto('/en');
  await page.goto('/es/contacto');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('a cross-origin, form-encoded post to the API is refused and stores nothing', async ({ request }) => {
  const before = await leadCount();
  const res = await request.post('/api/trpc/lead.contact', {
    headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    data: 'name=x&email=x%40example.com&message=hello',
  });
  expect(res.status()).toBe(403);
  const sameOriginForm = await request.post('/api/trpc/lead.contact', {
    headers: { origin: new URL(res.url()).origin, 'content-type': 'application/x-www-form-urlencoded' },
    data: 'name=x&email=x%40example.com&message=hello',
  });
  expect(sameOriginForm.status()).toBe(403);
  expect(await leadCount()).toBe(before);
});

test('/api/health reports the app and the database', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok', app: 'up', database: 'up' });
});
