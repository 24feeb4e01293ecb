import type { AddressInfo } from 'node:net';
import os from 'node:os';

/**
 * The URLs that reach the server from where it listens, for the start-up line: a wildcard address
 * (0.0.0.0, ::) becomes the loopback address and this machine's network addresses; IPv6 addresses
 * are bracketed. PUBLIC_URL is printed beside them only when it was set (production).
 */
export function listeningUrls(
  addresses: AddressInfo[],
  interfaces: ReturnType<typeof os.networkInterfaces> = os.networkInterfaces(),
): string[] {
  const external = Object.values(interfaces)
    .flat()
    .filter((entry) => entry && !entry.internal && entry.family === 'IPv4')
    .map((entry) => entry!.address);
  const urls = addresses.flatMap(({ address, family, port }) => {
    const hosts =
      address === '0.0.0.0' || address === '::'
        ? ['127.0.0.1', ...(address === '::' ? ['::1'] : []), ...external]
        : [address];
    return hosts.map((host) => {
      const v6 = host.includes(':') || (family === 'IPv6' && host === address);
      return `http://${v6 ? `[${host}]` : host}:${port}`;
    });
  });
  return [...new Set(urls)];
}
