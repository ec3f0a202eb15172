// The client address the rate limits count by: from X-Forwarded-For only as far as the trusted
// load balancers vouch for it.
import { afterEach, describe, expect, it } from 'vitest';
import { requestIp } from '@/server/trpc/context';

const request = (forwarded: string | undefined, remote = '10.0.0.9') => ({
  headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  socket: { remoteAddress: remote },
});

describe('requestIp', () => {
  const saved = process.env.TRUST_PROXY;
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
  });

  it('uses the connection address when no proxy is trusted, whatever the header says', () => {
    delete process.env.TRUST_PROXY;
    expect(requestIp(request('203.0.113.7'))).toBe('10.0.0.9');
  });

  it('behind one load balancer, takes the address it appended, not what the client sent before it', () => {
    process.env.TRUST_PROXY = '1';
    expect(requestIp(request('203.0.113.7'))).toBe('203.0.113.7');
    // A client that sends its own header cannot choose the address it is counted by.
    expect(requestIp(request('1.2.3.4, 203.0.113.7'))).toBe('203.0.113.7');
    expect(requestIp(request('spoofed-anything,  2001:db8::1 '))).toBe('2001:db8::1');
  });

  it('behind two proxies, takes the second entry from the right', () => {
    process.env.TRUST_PROXY = '2';
    expect(requestIp(request('1.2.3.4, 203.0.113.7, 10.1.1.1'))).toBe('203.0.113.7');
  });

  it('falls back to the connection address for a missing entry or anything but an IP address', () => {
    process.env.TRUST_PROXY = '1';
    expect(requestIp(request(undefined))).toBe('10.0.0.9');
    expect(requestIp(request('x'.repeat(8000)))).toBe('10.0.0.9');
    process.env.TRUST_PROXY = '3';
    expect(requestIp(request('203.0.113.7'))).toBe('10.0.0.9');
  });
});
