/**
 * Which webhook URLs the service may call. A studio's endpoint is a request the service makes on its
 * behalf: left open, it would reach the service's own host and network (databases, cloud metadata at
 * 169.254.169.254). Names are resolved and every address checked, when the URL is saved and again
 * before each delivery, since a name may later point somewhere else.
 */
import { lookup as lookupCallback, type LookupAddress, type LookupOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 itself unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) INTERNAL.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) INTERNAL.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is on the internet at large rather than this host or a private network. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  return !INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why the service will not call this URL, or null when it may. */
export async function refusalOf(url: URL, allowPrivate: boolean): Promise<string | null> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'The URL must start with http:// or https://.';
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  } catch {
    return `The host ${host} could not be resolved.`;
  }
  const internal = addresses.find((address) => !isPublicAddress(address));
  return internal ? `The host ${host} resolves to ${internal}, a loopback, private or link-local address.` : null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * `dns.lookup` for the connections of deliveries, refusing a name that resolves to an internal
 * address. The check before the attempt resolves the name once and the connection again: a name
 * that changed in between (DNS rebinding) is caught here, on the address actually connected to.
 * IP literals never come here; `refusalOf` has checked them.
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  lookupCallback(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const internal = addresses.find((entry) => !isPublicAddress(entry.address));
    if (internal) return callback(new Error(`${hostname} resolves to ${internal.address}, an internal address`), []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
}
