import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './context';

/**
 * The address the request came from, as the key of per-address limits. It is the socket's
 * peer unless `TRUST_PROXY` says how many proxies stand in front of us: then it is the
 * entry of X-Forwarded-For that the outermost trusted proxy added, counted from the right,
 * since everything further left was written by the client and proves nothing.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const socket = socketAddress(c);
  const chain = [socket];
  const hops = c.get('deps').config.trustProxy;
  if (hops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    chain.unshift(...forwarded);
  }
  // The index stays within the chain, which always holds the socket's address: `?? socket` never runs.
  return addressKey(chain[Math.max(0, chain.length - 1 - hops)] ?? socket);
}

/** `app.request` in tests has no socket: every such request comes from one 'local' client. */
function socketAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

/**
 * One key per client: an IPv4-mapped address is its IPv4 address, and an IPv6 address
 * counts by its /64 prefix, the block one subscriber usually holds whole (so walking
 * through its addresses does not escape a limit).
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ipv4 = mapped?.[1];
  if (ipv4 && isIPv4(ipv4)) return ipv4;
  if (!isIPv6(address)) return address.slice(0, 64);
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
