/**
 * Which addresses an outside calendar address may make the server connect to
 * (src/lib/security/outbound.ts): the public internet only, in every way an address can be written.
 */
import { describe, expect, it } from 'vitest'

import { isRefusedAddress, parseHostList } from '@/lib/security/outbound'

describe('refused addresses', () => {
  it.each([
    ['0.0.0.0'],
    ['127.0.0.1'],
    ['127.255.255.254'],
    ['10.1.2.3'],
    ['172.16.0.1'],
    ['172.31.255.255'],
    ['192.168.0.1'],
    ['100.64.0.1'],
    ['100.100.100.200'],
    ['169.254.169.254'],
    ['168.63.129.16'],
    ['192.0.0.192'],
    ['198.18.0.1'],
    ['224.0.0.1'],
    ['255.255.255.255'],
    ['::'],
    ['::1'],
    ['::127.0.0.1'],
    ['::ffff:127.0.0.1'],
    ['::ffff:7f00:1'],
    ['::ffff:169.254.169.254'],
    ['::ffff:10.0.0.1'],
    ['64:ff9b::10.0.0.1'],
    ['64:ff9b::a9fe:a9fe'],
    ['2002:7f00:1::'],
    ['2002:c0a8:101::1'],
    ['fc00::1'],
    ['fd00:ec2::254'],
    ['fe80::1'],
    ['fec0::1'],
    ['ff02::1'],
    ['2001:db8::1'],
    ['not an address'],
  ])('%s is refused', (address) => {
    expect(isRefusedAddress(address)).toBe(true)
  })

  it.each([
    ['8.8.8.8'],
    ['172.32.0.1'],
    ['100.128.0.1'],
    ['::ffff:8.8.8.8'],
    ['64:ff9b::808:808'],
    ['2606:4700::1111'],
  ])('%s is public', (address) => {
    expect(isRefusedAddress(address)).toBe(false)
  })

  it('reads the allowlist as the URL parser writes hosts', () => {
    expect(parseHostList(' Calendar.Intranet.test , 127.0.0.1,[::1], ,::FFFF:127.0.0.1')).toEqual([
      'calendar.intranet.test',
      '127.0.0.1',
      '::1',
      '::ffff:7f00:1',
    ])
    expect(parseHostList(undefined)).toEqual([])
  })
})
