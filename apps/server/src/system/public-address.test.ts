import type os from 'node:os';
import { describe, expect, it } from 'vitest';
import { networkAddresses, publicOrigin } from './public-address.ts';

const entry = (address: string, family: 'IPv4' | 'IPv6', internal = false): os.NetworkInterfaceInfo =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null, scopeid: 0 }) as os.NetworkInterfaceInfo;

const club = {
  lo: [entry('127.0.0.1', 'IPv4', true), entry('::1', 'IPv6', true)],
  wlan0: [entry('fe80::1', 'IPv6'), entry('fd00::20', 'IPv6'), entry('192.168.1.20', 'IPv4')],
};

describe('the public address', () => {
  it('is PUBLIC_URL when it is set', () => {
    expect(publicOrigin({ publicUrl: 'https://scores.club.example' }, 3000, club)).toBe(
      'https://scores.club.example',
    );
  });

  it('is otherwise the first network address on the server’s port, IPv4 first', () => {
    expect(publicOrigin({ publicUrl: null }, 3000, club)).toBe('http://192.168.1.20:3000');
    expect(networkAddresses(club)).toEqual(['192.168.1.20', 'fd00::20']);
    expect(publicOrigin({ publicUrl: null }, 8080, { eth0: [entry('fd00::20', 'IPv6')] })).toBe(
      'http://[fd00::20]:8080',
    );
  });

  it('is localhost on a machine with no network address (loopback and link-local do not count)', () => {
    const alone = { lo: club.lo, eth0: [entry('169.254.3.4', 'IPv4'), entry('fe80::2', 'IPv6')] };
    expect(networkAddresses(alone)).toEqual([]);
    expect(publicOrigin({ publicUrl: null }, 3000, alone)).toBe('http://localhost:3000');
  });
});
