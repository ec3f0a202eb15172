// The client address the rate limits count by: from X-Forwarded-For only as far as the trusted
// load balancers vouch for it.
import { describe, expect, it } from 'vitest';
import { requestIp } from '@/server/trpc/context';

const request = (forwarded: string | undefined, remote = '10.0.0.9') => ({
  headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  socket: { remoteAddress: remote },
});

describe('requestIp', () => {
  it('uses the connection address when no proxy is trusted, whatever the header says', () => {
    // TRUST_PROXY=0, the default.
    expect(requestIp(request('203.0.113.7'), 0)).toBe('10.0.0.9');
  });

  it('behind one load balancer, takes the address it appended, not what the client sent before it', () => {
    expect(requestIp(request('203.0.113.7'), 1)).toBe('203.0.113.7');
    // A client that sends its own header cannot choose the address it is counted by.
    expect(requestIp(request('1.2.3.4, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(requestIp(request('spoofed-anything,  2001:db8::1 '), 1)).toBe('2001:db8::1');
  });

  it('behind two proxies, takes the second entry from the right', () => {
    expect(requestIp(request('1.2.3.4, 203.0.113.7, 10.1.1.1'), 2)).toBe('203.0.113.7');
  });

  it('falls back to the connection address for a missing entry or anything but an IP address', () => {
    expect(requestIp(request(undefined), 1)).toBe('10.0.0.9');
    expect(requestIp(request('x'.repeat(8000)), 1)).toBe('10.0.0.9');
    expect(requestIp(request('203.0.113.7'), 3)).toBe('10.0.0.9');
  });
});
