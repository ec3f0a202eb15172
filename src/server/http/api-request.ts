// Checks on an API request before tRPC reads it, so input no page sends is answered with a 4xx
// and a plain message instead of reaching code that fails on it with a 500 (a deeply nested body
// overflows the stack of every recursive reader; a body of `null` made tRPC answer with a
// JavaScript error text), and one request cannot run hundreds of procedures.
import type { IncomingMessage } from 'node:http';
import { MAX_BATCH_CALLS } from '@/domain/api-limits';

/** The largest request body read (Next's own default for API routes). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Deeper than any input of ours (a quote's lines are 4 levels inside superjson's wrapper). */
export const MAX_JSON_DEPTH = 32;

export type RequestProblem = 'tooLarge' | 'tooManyCalls' | 'unreadable';

/** The request body's bytes, or 'tooLarge' once it passes `limit` bytes (reading stops there). */
export async function readBodyBytes(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer | 'tooLarge'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > limit) return 'tooLarge';
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The request body as text, or 'tooLarge' once it passes `limit` bytes (reading stops there). */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string | 'tooLarge'> {
  const bytes = await readBodyBytes(req, limit);
  return bytes === 'tooLarge' ? bytes : bytes.toString('utf8');
}

/** True when JSON text nests arrays and objects deeper than `max` (one pass, no recursion). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** Procedures named in a tRPC path ("a.b,c.d" in a batch). */
export function callCount(path: string): number {
  return path.split(',').length;
}

/**
 * What is wrong with a tRPC request, or null: too many calls, a body that is not one JSON object
 * (or nests too deep), a query input that nests too deep. `body` is the raw text ('' for none).
 */
export function trpcRequestProblem({ path, body, input }: { path: string; body: string; input?: string }): RequestProblem | null {
  if (callCount(path) > MAX_BATCH_CALLS) return 'tooManyCalls';
  if (input !== undefined && nestsDeeperThan(input, MAX_JSON_DEPTH)) return 'unreadable';
  if (body === '') return null;
  if (nestsDeeperThan(body, MAX_JSON_DEPTH)) return 'unreadable';
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'unreadable';
  }
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? null : 'unreadable';
}
