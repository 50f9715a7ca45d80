import http from 'node:http'
import net from 'node:net'

import { describe, expect, it } from 'vitest'

import { keepSingleLocation } from '@/platform/next-duplicated-location'

function response() {
  const req = new http.IncomingMessage(new net.Socket())
  const res = new http.ServerResponse(req)
  keepSingleLocation(res)
  return res
}

describe('keepSingleLocation', () => {
  it('keeps one Location when a cached redirect appended it again', () => {
    const res = response()
    res.setHeader('location', '/blog/new')
    res.appendHeader('location', '/blog/new')
    res.writeHead(308)
    expect(res.getHeader('location')).toBe('/blog/new')
  })

  it('splits a value joined with ", "', () => {
    const res = response()
    res.setHeader('location', '/fr/blog/new, /fr/blog/new')
    res.writeHead(308)
    expect(res.getHeader('location')).toBe('/fr/blog/new')
  })

  it('leaves a single Location, commas inside it included, alone', () => {
    const res = response()
    res.setHeader('location', '/search?q=a,b')
    res.writeHead(307)
    expect(res.getHeader('location')).toBe('/search?q=a,b')
  })
})
