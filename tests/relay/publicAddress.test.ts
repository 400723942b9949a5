// Issue 44.4: which addresses a webhook may point at. Every IPv6 form that carries an IPv4
// address is judged by the IPv4 address inside it (the network delivers it there, directly or
// through a translator): a table of each form with a private and a public IPv4 address inside,
// written the ways a URL or a resolver may write them, and the plain ranges of both families.

import { describe, expect, it } from 'vitest';
import { embeddedIpv4, ipv6Groups, privateAddress } from '../../src/relay/publicAddress';
import { checkWebhook } from '../../src/relay/webhook';

/** [address, the IPv4 addresses it carries, private?] */
const EMBEDDED: [string, string[], boolean][] = [
  // IPv4-compatible ::/96
  ['::127.0.0.1', ['127.0.0.1'], true],
  ['::7f00:1', ['127.0.0.1'], true],
  ['::a00:1', ['10.0.0.1'], true],
  ['::8.8.8.8', ['8.8.8.8'], false],
  ['::1', ['0.0.0.1'], true],
  ['::', ['0.0.0.0'], true],
  // mapped ::ffff:0:0/96
  ['::ffff:127.0.0.1', ['127.0.0.1'], true],
  ['::ffff:7f00:1', ['127.0.0.1'], true],
  ['0:0:0:0:0:ffff:a9fe:a9fe', ['169.254.169.254'], true],
  ['::ffff:8.8.8.8', ['8.8.8.8'], false],
  // SIIT ::ffff:0:0:0/96
  ['::ffff:0:127.0.0.1', ['127.0.0.1'], true],
  ['::ffff:0:7f00:1', ['127.0.0.1'], true],
  ['::ffff:0:c0a8:101', ['192.168.1.1'], true],
  ['::ffff:0:808:808', ['8.8.8.8'], false],
  // NAT64, well-known prefix 64:ff9b::/96
  ['64:ff9b::127.0.0.1', ['127.0.0.1'], true],
  ['64:ff9b::a00:5', ['10.0.0.5'], true],
  ['64:ff9b::808:808', ['8.8.8.8'], false],
  // NAT64, local-use prefix 64:ff9b:1::/48: the IPv4 address after a prefix of 48, 56, 64 or 96
  // bits (RFC 6052, skipping bits 64-71), each place read; a zero one is 0.0.0.0, so in practice
  // the prefix (not globally reachable, RFC 8215) is refused whatever it carries.
  ['64:ff9b:1::7f00:1', ['0.0.0.0', '0.0.0.0', '0.0.0.127', '127.0.0.1'], true],
  ['64:ff9b:1:7f00:0:100::', ['127.0.0.1', '0.0.1.0', '0.1.0.0', '0.0.0.0'], true],
  ['64:ff9b:1:808:8:800::', ['8.8.8.8', '8.8.8.0', '8.8.0.0', '0.0.0.0'], true],
  // 6to4 2002::/16
  ['2002:7f00:1::1', ['127.0.0.1'], true],
  ['2002:c0a8:101::', ['192.168.1.1'], true],
  ['2002:808:808::1', ['8.8.8.8'], false],
  // Teredo 2001::/32: server in bits 32-63, client in the last 32 bits inverted
  ['2001:0:808:808::80ff:fefe', ['8.8.8.8', '127.0.1.1'], true],
  ['2001:0:808:808:8000:f227:f5ff:fffe', ['8.8.8.8', '10.0.0.1'], true],
  ['2001:0:7f00:1::f7f7:f7f7', ['127.0.0.1', '8.8.8.8'], true],
  ['2001:0:808:808::f7f7:f7f7', ['8.8.8.8', '8.8.8.8'], false],
];

describe('IPv6 forms that carry an IPv4 address (44.4)', () => {
  it.each(EMBEDDED)('%s carries %j and is private: %s', (ip, inside, priv) => {
    expect(embeddedIpv4(ipv6Groups(ip)!)).toEqual(inside);
    expect(privateAddress(ip)).toBe(priv);
  });

  it.each([
    '[::127.0.0.1]',
    '[::ffff:0:127.0.0.1]',
    '[64:ff9b:1::7f00:1]',
    '[2002:7f00:1::1]',
    '[2001:0:4136:e378:8000:63bf:80ff:fefe]',
    '[::ffff:169.254.169.254]',
  ])('a webhook at http://%s/ is refused', async (host) => {
    await expect(checkWebhook(`http://${host}/hook`, false, [])).rejects.toMatchObject({ error: 'badAddress', message: /private, loopback or link-local/ });
  });

  it('a name that resolves to an IPv6 form carrying a private IPv4 address is refused', async () => {
    const resolver = async () => [{ address: '2002:a00:1::1', family: 6 }];
    await expect(checkWebhook('https://hook.example.test/', false, [], resolver)).rejects.toMatchObject({
      error: 'badAddress',
      message: /resolves to a private/,
    });
  });
});

describe('plain ranges', () => {
  const PRIVATE = [
    '127.0.0.1',
    '10.2.3.4',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '192.0.2.7',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'fec0::1',
    'ff02::1',
    '100::1',
    '2001:db8::1',
    '2001:2::1',
    '2001:20::1',
    '3fff::1',
    '5f00::1',
    'fe80::1%eth0',
    'not an ip',
    '',
  ];
  const PUBLIC = ['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '2a00:1450:4001::200e', '2001:4860::8888'];
  it.each(PRIVATE)('%s is not public', (ip) => expect(privateAddress(ip)).toBe(true));
  it.each(PUBLIC)('%s is public', (ip) => expect(privateAddress(ip)).toBe(false));

  it('reads every spelling of an IPv6 address into its eight groups', () => {
    expect(ipv6Groups('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups('1::')).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
    expect(ipv6Groups('2001:DB8:0:0:1:0:0:1')).toEqual([0x2001, 0xdb8, 0, 0, 1, 0, 0, 1]);
    expect(ipv6Groups('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const bad of ['1.2.3.4', '::1::', 'fe80::1%eth0', 'gg::1', '1:2:3:4:5:6:7:8:9']) expect(ipv6Groups(bad), bad).toBeNull();
  });
});
