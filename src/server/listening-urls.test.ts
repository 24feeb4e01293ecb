import { describe, expect, it } from 'vitest';
import { listeningUrls } from './listening-urls';

const lan = {
  lo: [
    {
      address: '127.0.0.1',
      family: 'IPv4',
      internal: true,
      netmask: '255.0.0.0',
      mac: '',
      cidr: null,
    },
  ],
  eth0: [
    {
      address: '192.168.1.20',
      family: 'IPv4',
      internal: false,
      netmask: '255.255.255.0',
      mac: '',
      cidr: null,
    },
  ],
} as const;

describe('listeningUrls: the start-up line names addresses that reach the server', () => {
  it('names the loopback and network addresses when listening on every IPv4 address', () => {
    const urls = listeningUrls([{ address: '0.0.0.0', family: 'IPv4', port: 3000 }], lan as never);
    expect(urls).toEqual(['http://127.0.0.1:3000', 'http://192.168.1.20:3000']);
  });

  it('names the one address it listens on, bracketing IPv6', () => {
    expect(
      listeningUrls(
        [
          { address: '127.0.0.1', family: 'IPv4', port: 3000 },
          { address: '::1', family: 'IPv6', port: 3000 },
        ],
        lan as never,
      ),
    ).toEqual(['http://127.0.0.1:3000', 'http://[::1]:3000']);
  });

  it('includes [::1] for the IPv6 wildcard', () => {
    expect(listeningUrls([{ address: '::', family: 'IPv6', port: 8080 }], lan as never)).toEqual([
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'http://192.168.1.20:8080',
    ]);
  });
});
