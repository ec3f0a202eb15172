// Where uploaded photos' bytes live: a folder on this server (the default) or an S3-compatible
// bucket (PHOTO_STORE=s3). Both keep objects by key (originals/<id>.<type>, <id>/<width>.<format>).
import { env } from '@/config/env.mjs';
import { FolderStore } from './folder-store';
import { S3Store } from './s3-store';
import type { PhotoStore } from './store';

let store: PhotoStore | undefined;

/** The store the settings name (src/config/env.mjs), made once. */
export function photoStore(): PhotoStore {
  if (!store) {
    store =
      env.PHOTO_STORE === 's3'
        ? new S3Store({ endpoint: env.S3_ENDPOINT!, bucket: env.S3_BUCKET!, region: env.S3_REGION, accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! })
        : new FolderStore(env.UPLOAD_DIR);
  }
  return store;
}
