import { expect, it } from 'vitest';
import { clientKey } from '../src/http/client-address.js';

it('counts IPv4 clients by address and IPv6 clients by their /64', () => {
  expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  // Two addresses of one /64: one client.
  expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
  expect(clientKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
  expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  expect(clientKey('::1')).toBe('0:0:0:0::/64');
  expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
});
