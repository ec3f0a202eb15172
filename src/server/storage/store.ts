// What a photo store does, whichever keeps the bytes (./photo-store.ts picks one).
export interface PhotoStore {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none under that key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}
