// Photos kept in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), path-style
// (<endpoint>/<bucket>/<key>), with requests signed by aws4fetch (AWS Signature V4 over fetch:
// one small file, no dependencies; the AWS SDK's S3 client would add some 3 MB for three calls).
import { AwsClient } from 'aws4fetch';
import type { PhotoStore } from './store';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export class S3Store implements PhotoStore {
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(settings: S3Settings) {
    this.client = new AwsClient({ accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, region: settings.region, service: 's3' });
    this.base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  }

  private url(key: string): string {
    return `${this.base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    const res = await this.client.fetch(this.url(key), { method: 'PUT', body: new Uint8Array(body), headers: { 'Content-Type': contentType } });
    if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${await res.text()}`);
  }

  async get(key: string): Promise<Buffer | null> {
    const res = await this.client.fetch(this.url(key), { method: 'GET' });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 GET ${key} failed: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const res = await this.client.fetch(this.url(key), { method: 'DELETE' });
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
  }
}
