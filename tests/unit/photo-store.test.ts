// The two photo stores behind one interface: a folder, and an S3-compatible bucket. No live bucket
// is reachable from the test machine: the bucket here is an endpoint on localhost that checks each
// request's AWS Signature V4 as S3 does (the checker is itself checked against the worked example
// in Amazon's S3 documentation) and refuses a wrong key, a wrong secret or a changed body.
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FolderStore } from '@/server/storage/folder-store';
import { S3Store } from '@/server/storage/s3-store';

const body = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

describe('FolderStore', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'photos-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('puts, gets and deletes by key, in sub-folders', async () => {
    const store = new FolderStore(root);
    await store.put('abc/640.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect(await readFile(path.join(root, 'abc', '640.webp'))).toEqual(Buffer.from([1, 2, 3]));
    expect(await store.get('abc/640.webp')).toEqual(Buffer.from([1, 2, 3]));
    await store.delete('abc/640.webp');
    expect(await store.get('abc/640.webp')).toBeNull();
  });

  it('refuses a key that would leave the folder', async () => {
    await expect(new FolderStore(root).put('../outside.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(/outside the upload folder/);
  });
});

/** An HMAC-SHA256 step of the signing-key chain. */
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

interface SignedRequest {
  method: string;
  /** The path as sent (already URI-encoded) and the query string, if any. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Checks a request's AWS Signature V4 the way S3 does (Amazon's "Authenticating Requests: Using the
 * Authorization Header"): the signature it should carry for this secret, or why it cannot have one.
 */
function expectedSignature(req: SignedRequest, secrets: Record<string, string>): { ok: true; signature: string; given: string } | { ok: false; why: string } {
  const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(String(req.headers.authorization ?? ''));
  if (!auth) return { ok: false, why: 'no V4 authorization header' };
  const [, accessKey, day, region, signedHeaders, given] = auth as unknown as [string, string, string, string, string, string];
  const secret = secrets[accessKey];
  if (!secret) return { ok: false, why: 'unknown access key' };
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (!amzDate.startsWith(day) || !payloadHash) return { ok: false, why: 'missing x-amz-date or x-amz-content-sha256' };
  const [path = '/', query = ''] = req.url.split('?');
  const canonicalQuery = query.split('&').filter(Boolean).map((pair) => (pair.includes('=') ? pair : `${pair}=`)).sort().join('&');
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return { ok: false, why: 'host and x-amz-date must be signed' };
  const canonicalHeaders = names.map((name) => `${name}:${String(req.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [req.method, path, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), 's3'), 'aws4_request');
  return { ok: true, signature: createHmac('sha256', key).update(stringToSign).digest('hex'), given };
}

describe('the Signature V4 check the fake bucket uses', () => {
  it("gives the signature of the GET Object example in Amazon's S3 documentation", () => {
    const check = expectedSignature(
      {
        method: 'GET',
        url: '/test.txt',
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          range: 'bytes=0-9',
          'x-amz-date': '20130524T000000Z',
          'x-amz-content-sha256': sha256Hex(''),
          authorization:
            'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
        },
      },
      { AKIAIOSFODNN7EXAMPLE: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
    );
    expect(check).toEqual({ ok: true, signature: 'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41', given: 'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41' });
  });
});

describe('S3Store against a bucket that checks signatures', () => {
  const SECRETS = { AKIDEXAMPLE: 'bucket-secret' };
  const objects = new Map<string, { body: Buffer; type: string | undefined }>();
  const refused: string[] = [];
  const server = createServer(async (req, res) => {
    const received = await body(req);
    const check = expectedSignature({ method: req.method!, url: req.url!, headers: req.headers }, SECRETS);
    const payload = String(req.headers['x-amz-content-sha256']);
    const why = !check.ok ? check.why : check.signature !== check.given ? 'SignatureDoesNotMatch' : payload !== 'UNSIGNED-PAYLOAD' && payload !== sha256Hex(received) ? 'XAmzContentSHA256Mismatch' : null;
    if (why) {
      refused.push(why);
      return res.writeHead(403).end(`<Error><Code>${why}</Code></Error>`);
    }
    if (req.method === 'PUT') {
      objects.set(req.url!, { body: received, type: req.headers['content-type'] });
      return res.writeHead(200).end();
    }
    const object = objects.get(req.url!);
    if (req.method === 'DELETE') {
      objects.delete(req.url!);
      return res.writeHead(204).end();
    }
    if (!object) return res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
    res.writeHead(200, { 'Content-Type': object.type ?? 'application/octet-stream' }).end(object.body);
  });
  let endpoint: string;
  const storeWith = (secretAccessKey: string, accessKeyId = 'AKIDEXAMPLE') => new S3Store({ endpoint, bucket: 'photos', region: 'us-east-1', accessKeyId, secretAccessKey });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts an object path-style with its content type; the bucket accepts its signature', async () => {
    await storeWith('bucket-secret').put('originals/abc.jpeg', new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg');
    expect(refused).toEqual([]);
    expect(objects.get('/photos/originals/abc.jpeg')).toEqual({ body: Buffer.from([0xff, 0xd8, 0xff]), type: 'image/jpeg' });
  });

  it('gets it back, answers null for a missing key, and deletes, every request signed', async () => {
    const store = storeWith('bucket-secret');
    expect(await store.get('originals/abc.jpeg')).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await store.get('originals/none.jpeg')).toBeNull();
    await store.delete('originals/abc.jpeg');
    expect(await store.get('originals/abc.jpeg')).toBeNull();
    expect(refused).toEqual([]);
  });

  it('fails loudly (never stores) with a wrong secret or an unknown key, as a misconfigured bucket would', async () => {
    await expect(storeWith('not-the-secret').put('originals/x.jpeg', new Uint8Array([1]), 'image/jpeg')).rejects.toThrow(/S3 PUT originals\/x.jpeg failed: 403 .*SignatureDoesNotMatch/);
    await expect(storeWith('bucket-secret', 'AKIDOTHER').get('originals/x.jpeg')).rejects.toThrow(/S3 GET originals\/x.jpeg failed: 403/);
    expect(objects.has('/photos/originals/x.jpeg')).toBe(false);
    expect(refused).toEqual(['SignatureDoesNotMatch', 'unknown access key']);
  });
});
