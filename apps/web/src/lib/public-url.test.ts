// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isLoopbackHost, type PageAddress, publicOrigin, publicUrl } from './public-url.ts';

function page(url: string): PageAddress {
  const { protocol, hostname, port, origin } = new URL(url);
  return { protocol, hostname, port, origin };
}

describe('the address QR codes and share links use', () => {
  it('is PUBLIC_URL whenever the server has one, wherever the page was opened', () => {
    expect(publicOrigin(page('http://localhost:3000/dashboard'), 'https://scores.club.example', '')).toBe(
      'https://scores.club.example',
    );
    expect(
      publicOrigin(page('http://192.168.1.20:3000/'), 'https://scores.club.example/', '192.168.1.20'),
    ).toBe('https://scores.club.example');
  });

  it('is the page’s own address when that is not loopback', () => {
    expect(publicOrigin(page('http://192.168.1.20:3000/dashboard'), '', '192.168.1.20')).toBe(
      'http://192.168.1.20:3000',
    );
    expect(publicOrigin(page('https://club.example/dashboard'), '', '10.0.0.5')).toBe('https://club.example');
  });

  it('swaps a loopback page address for the network address, on the page’s scheme and port', () => {
    for (const opened of ['http://localhost:3000/', 'http://127.0.0.1:3000/', 'http://[::1]:3000/']) {
      expect(publicOrigin(page(opened), '', '192.168.1.20')).toBe('http://192.168.1.20:3000');
    }
    expect(publicOrigin(page('http://localhost/'), '', '[fd00::20]')).toBe('http://[fd00::20]');
  });

  it('keeps a loopback address when the machine has no network address', () => {
    expect(publicOrigin(page('http://localhost:3000/'), '', '')).toBe('http://localhost:3000');
  });

  it('knows loopback names and addresses from others', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1', '0.0.0.0']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      '192.168.1.20',
      'club.example',
      'localhost.club.example',
      '[fd00::1]',
      '1270.0.0.1',
    ]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe('publicUrl in the page', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reads the meta tags the server writes into the page', () => {
    document.head.innerHTML =
      '<meta name="bandeja-public-url" content="https://scores.club.example"><meta name="bandeja-network-host" content="">';
    expect(publicUrl('/match/create?court=1')).toBe('https://scores.club.example/match/create?court=1');
  });

  it('uses the page’s address when the tags are missing (a development server)', () => {
    expect(publicUrl('/scores/share/abc')).toBe(`${window.location.origin}/scores/share/abc`);
  });
});
