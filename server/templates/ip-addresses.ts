// An IP address's scope, from the blocks the IANA special-purpose registries set aside: a private
// or link-local address is no host on the internet, and an agent refuses a firewall rule for
// one, where its octets lie inside every public address's range ("192.168.1.7" after "203.0.113.9"
// and "8.8.8.8"). A category (see value-features.ts).
import { isIPv4, isIPv6 } from 'node:net';

/** An address alone, or with its prefix length ("10.0.0.0/8") or an IPv6 zone ("fe80::1%eth0"). */
const ADDRESS = /^([^/%\s]+)(?:%[\w.-]+)?(?:\/\d{1,3})?$/u;

export function addressScopeOf(value: string): string | null {
  const address = ADDRESS.exec(value)?.[1];
  // Digits and dots, or a colon: most words are neither, and need no parse.
  if (address === undefined || !/^[\d.]+$|:/u.test(address)) return null;
  if (isIPv4(address)) return ipv4Scope(address.split('.').map(Number));
  if (isIPv6(address)) return ipv6Scope(address.toLowerCase());
  return null;
}

function ipv4Scope([a, b, c]: number[]): string {
  if (a === 0) return 'unspecified';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 100 && b >= 64 && b <= 127) return 'shared';
  if (a === 127) return 'loopback';
  if (a === 169 && b === 254) return 'link-local';
  if ((a === 192 && b === 0 && c === 2) || (a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113)) return 'documentation';
  if (a === 198 && (b === 18 || b === 19)) return 'benchmarking';
  if (a >= 224 && a <= 239) return 'multicast';
  if (a >= 240) return 'reserved';
  return 'public';
}

function ipv6Scope(address: string): string {
  if (/^[0:]+$/u.test(address)) return 'unspecified';
  if (/^[0:]+1$/u.test(address)) return 'loopback';
  // An IPv4 address in IPv6 ("::ffff:192.168.1.7") is that address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/u.exec(address);
  if (mapped) return ipv4Scope(mapped[1].split('.').map(Number));
  const first = address.startsWith(':') ? 0 : parseInt(address.split(':')[0], 16);
  if (first >= 0xfe80 && first <= 0xfebf) return 'link-local';
  if (first >= 0xfc00 && first <= 0xfdff) return 'unique local';
  if (first >= 0xff00) return 'multicast';
  if (/^2001:0?db8:/u.test(address)) return 'documentation';
  if (first >= 0x2000 && first <= 0x3fff) return 'global';
  return 'reserved';
}
