import { describe, expect, it } from 'vitest';
import { classifyAddress, refusalOf } from './targets.ts';

describe('classifyAddress', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['93.184.215.14', 'public'],
    ['2606:4700:4700::1111', 'public'],
    // NAT64 (an IPv6-only network's view of a public IPv4 address) is judged by that address.
    ['64:ff9b::5db8:d70e', 'public'],
    ['127.0.0.1', 'private'],
    ['127.255.255.254', 'private'],
    ['10.1.2.3', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['100.127.255.255', 'private'],
    ['0.0.0.0', 'private'],
    ['::1', 'private'],
    ['::', 'private'],
    ['fc00::1', 'private'],
    ['fdff:ffff::1', 'private'],
    ['::ffff:127.0.0.1', 'private'],
    ['::ffff:7f00:1', 'private'],
    ['64:ff9b::7f00:1', 'private'],
    ['169.254.169.254', 'forbidden'],
    ['169.254.0.1', 'forbidden'],
    ['fe80::1', 'forbidden'],
    ['febf::1', 'forbidden'],
    ['::ffff:169.254.169.254', 'forbidden'],
    ['100.100.100.200', 'forbidden'],
    ['fd00:ec2::254', 'forbidden'],
    ['168.63.129.16', 'forbidden'],
    ['224.0.0.251', 'forbidden'],
    ['ff02::1', 'forbidden'],
    ['255.255.255.255', 'forbidden'],
    ['192.0.2.1', 'forbidden'],
    ['2001:db8::1', 'forbidden'],
    ['::7f00:1', 'forbidden'],
    ['not an address', 'forbidden'],
  ])('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it('lets the operator switch open private addresses only', () => {
    expect(refusalOf('10.0.0.1', { allowPrivate: false })).toBe('private');
    expect(refusalOf('10.0.0.1', { allowPrivate: true })).toBeNull();
    expect(refusalOf('169.254.169.254', { allowPrivate: true })).toBe('forbidden');
    expect(refusalOf('8.8.8.8', { allowPrivate: false })).toBeNull();
  });
});
