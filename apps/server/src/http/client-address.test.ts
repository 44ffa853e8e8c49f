import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress } from './client-address';
import type { AppEnv, Deps } from './context';

/** The address the server keys its limits on, for a request from `socket` carrying `forwarded`. */
async function seenAs(trustProxy: number, socket: string | undefined, forwarded?: string) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', { config: { trustProxy } } as Deps);
    await next();
  });
  app.get('/', (c) => c.text(clientAddress(c)));
  const headers = forwarded ? { 'x-forwarded-for': forwarded } : undefined;
  const env = socket ? { incoming: { socket: { remoteAddress: socket } } } : undefined;
  return (await app.request('/', { headers }, env)).text();
}

describe('client address', () => {
  it('is the socket peer, whatever X-Forwarded-For claims, when no proxy is trusted', async () => {
    expect(await seenAs(0, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(await seenAs(0, '203.0.113.7')).toBe('203.0.113.7');
  });

  it('behind one trusted proxy, is the entry that proxy appended (the rightmost)', async () => {
    expect(await seenAs(1, '10.0.0.2', '198.51.100.1')).toBe('198.51.100.1');
    // A client writing its own X-Forwarded-For only adds entries on the left.
    expect(await seenAs(1, '10.0.0.2', '1.1.1.1, 2.2.2.2, 198.51.100.1')).toBe('198.51.100.1');
  });

  it('behind two trusted proxies, is the second entry from the right', async () => {
    expect(await seenAs(2, '10.0.0.2', '6.6.6.6, 198.51.100.1, 10.0.0.9')).toBe('198.51.100.1');
  });

  it('falls back to the socket peer when a trusted proxy sent no header', async () => {
    expect(await seenAs(1, '203.0.113.7')).toBe('203.0.113.7');
  });

  it('is one shared "local" key for requests without a socket (in-process tests)', async () => {
    expect(await seenAs(0, undefined, '198.51.100.1')).toBe('local');
  });

  it('counts an IPv4-mapped address as IPv4, and IPv6 by its /64', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
