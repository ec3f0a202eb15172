// Photos kept in a folder (UPLOAD_DIR). Keys are made by the server (ids and widths), never from
// a visitor's input; a key that would leave the folder is refused all the same.
import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { PhotoStore } from './store';

export class FolderStore implements PhotoStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private file(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Photo key outside the upload folder: ${key}`);
    return file;
  }

  async put(key: string, body: Uint8Array, _contentType?: string): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside, then renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.part`;
    await writeFile(partial, body);
    await rename(partial, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}
