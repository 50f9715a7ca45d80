import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'

import config from '@payload-config'
import { handleEndpoints } from 'payload'
import type { Pool } from 'pg'

import { createFront } from '@/server/front'

/**
 * The site's front server as src/server/serve.ts builds it (client address stamp, metrics, path/query
 * screening, blocking), in front of the real /api handlers instead of Next.js, on a loopback port.
 * `/__test/status/<code>` answers that status: the test's way to make server errors.
 */
export async function startMonitoredApi(db: Pool) {
  const front = createFront({ db, log: () => {} })
  const server = http.createServer((req, res) => {
    req.headers['x-client-ip'] = req.socket.remoteAddress ?? ''
    const answered = front.handle(req, res)
    if (answered === true) return
    void Promise.resolve(answered).then((done) => {
      if (!done) void forward(req, res)
    })
  })
  server.on('connection', front.connection)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    base,
    close: async () => {
      front.stop()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

const PAGES = new Set(['/', '/about', '/blog', '/fr', '/fr/about'])

async function forward(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost:3000')
  const test = /^\/__test\/status\/(\d{3})$/.exec(url.pathname)
  if (test) {
    res.statusCode = Number(test[1])
    res.end('test')
    return
  }
  if (!url.pathname.startsWith('/api/')) {
    // Pages are Next's; a stand-in for a few of them is enough here.
    res.statusCode = PAGES.has(url.pathname) ? 200 : 404
    res.setHeader('content-type', 'text/html')
    res.end('<!doctype html><title>page</title>')
    return
  }
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) headers.set(name, value.join(', '))
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  const request = new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // @ts-expect-error Node's fetch needs it for a streamed body; the DOM types do not know it.
    duplex: 'half',
  })
  try {
    const response = await handleEndpoints({ config, request })
    res.statusCode = response.status
    response.headers.forEach((value, name) => res.setHeader(name, value))
    res.end(Buffer.from(await response.arrayBuffer()))
  } catch (error) {
    res.statusCode = 500
    res.end(String(error))
  }
}
