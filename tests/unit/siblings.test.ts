// Messages between the workers of `npm start`: every listener of a name runs (Next bundles a
// module once for pages and once for API routes, and both copies listen), others do not.
import { afterEach, describe, expect, it } from 'vitest';
import { onSiblingMessage, tellSiblings } from '@/server/cache/siblings';

const deliver = (message: unknown) => process.emit('message', message as never, undefined as never);
const originalSend = process.send;
afterEach(() => {
  process.send = originalSend;
});

describe('sibling messages', () => {
  it('runs every listener registered under the message’s name, and no other', () => {
    const ran: string[] = [];
    onSiblingMessage('test-changed', () => ran.push('pages copy'));
    onSiblingMessage('test-changed', () => ran.push('api copy'));
    onSiblingMessage('test-other', () => ran.push('other'));
    deliver({ type: 'lss:sibling', name: 'test-changed' });
    expect(ran).toEqual(['pages copy', 'api copy']);
    deliver({ type: 'something-else', name: 'test-changed' });
    expect(ran).toEqual(['pages copy', 'api copy']);
  });

  it('sends through the cluster channel when there is one, and does nothing without', () => {
    const sent: unknown[] = [];
    process.send = ((message: unknown) => sent.push(message) > 0) as typeof process.send;
    const connected = Object.getOwnPropertyDescriptor(process, 'connected');
    Object.defineProperty(process, 'connected', { value: true, configurable: true });
    try {
      tellSiblings('test-changed');
    } finally {
      if (connected) Object.defineProperty(process, 'connected', connected);
      else delete (process as { connected?: boolean }).connected;
    }
    expect(sent).toEqual([{ type: 'lss:sibling', name: 'test-changed' }]);
    process.send = undefined;
    expect(() => tellSiblings('test-changed')).not.toThrow();
  });
});
