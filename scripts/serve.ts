/**
 * The HTTP server in front of Next.js. It exists for one reason Next cannot cover: the client's
 * address. Route handlers and the proxy never see the socket, so the server stamps it into
 * `x-client-ip`, replacing whatever a visitor sent under that name (src/lib/http/client-ip.ts
 * trusts X-Forwarded-For only when TRUST_PROXY=1).
 */
import http from 'node:http'

import next from 'next'

export const CLIENT_IP_HEADER = 'x-client-ip'

const dev = process.argv.includes('--dev')
const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOST || '0.0.0.0'

const app = next({ dev, hostname, port, dir: process.cwd() })
const handle = app.getRequestHandler()
await app.prepare()

const server = http.createServer((req, res) => {
  req.headers[CLIENT_IP_HEADER] = req.socket.remoteAddress ?? ''
  void handle(req, res)
})
// Keep-alive longer than a typical load balancer's idle timeout, so it never reuses a closed socket.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.requestTimeout = 30_000
server.listen(port, hostname, () => {
  console.log(`✓ Ready on http://${hostname}:${port}`)
})

const close = () => {
  server.close(() => process.exit(0))
  server.closeAllConnections()
  setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGTERM', close)
process.on('SIGINT', close)
// Started by scripts/start.ts with an IPC channel: if that parent dies (even by SIGKILL), stop too
// rather than linger as an orphan holding the port.
process.on('disconnect', close)
