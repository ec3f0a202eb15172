// The two photo stores behind one interface: a folder, and an S3-compatible bucket (here a fake
// endpoint on localhost that records what it is sent; not tested against a live bucket).
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

describe('S3Store (fake endpoint)', () => {
  const objects = new Map<string, { body: Buffer; type: string | undefined }>();
  const seen: { method: string; url: string; authorization: string; sha: string | undefined }[] = [];
  const server = createServer(async (req, res) => {
    seen.push({ method: req.method!, url: req.url!, authorization: String(req.headers.authorization ?? ''), sha: req.headers['x-amz-content-sha256'] as string | undefined });
    if (req.method === 'PUT') {
      objects.set(req.url!, { body: await body(req), type: req.headers['content-type'] });
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
  let store: S3Store;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    store = new S3Store({ endpoint: `http://127.0.0.1:${port}/`, bucket: 'photos', region: 'us-east-1', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts an object path-style with its content type, signed with Signature V4', async () => {
    await store.put('originals/abc.jpeg', new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg');
    expect(objects.get('/photos/originals/abc.jpeg')).toEqual({ body: Buffer.from([0xff, 0xd8, 0xff]), type: 'image/jpeg' });
    const put = seen.find((r) => r.method === 'PUT')!;
    expect(put.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/);
    // aws4fetch signs S3 requests with an unsigned payload (allowed by S3 over HTTPS); the header must be there.
    expect(put.sha).toMatch(/^([0-9a-f]{64}|UNSIGNED-PAYLOAD)$/);
  });

  it('gets it back, answers null for a missing key, and deletes', async () => {
    expect(await store.get('originals/abc.jpeg')).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await store.get('originals/none.jpeg')).toBeNull();
    await store.delete('originals/abc.jpeg');
    expect(await store.get('originals/abc.jpeg')).toBeNull();
  });
});
