/**
 * Renders deploy/nginx/studio.conf.template, the one nginx configuration that both docs/deployment.md's
 * deployment steps and the reliability suite's `scale` module use.
 *
 *   npx tsx deploy/nginx/render.ts 10.0.0.11:3000 10.0.0.12:3000 > /etc/nginx/conf.d/studio.conf
 *     LISTEN=80 SERVER_NAME=studio.example CACHE_DIR=/var/cache/nginx/studio MAX_BODY=25m (defaults)
 */
import fs from 'node:fs'
import path from 'node:path'

export const TEMPLATE = path.join(process.cwd(), 'deploy', 'nginx', 'studio.conf.template')

export interface NginxValues {
  listen: string
  serverName: string
  /** host:port of every instance */
  upstreams: string[]
  cacheDir: string
  maxBody: string
}

export function renderStudioConf(values: NginxValues, template = fs.readFileSync(TEMPLATE, 'utf8')): string {
  if (values.upstreams.length === 0) throw new Error('At least one instance (host:port) is needed')
  const servers = values.upstreams.map((u) => `server ${u} max_fails=1 fail_timeout=5s;`).join('\n    ')
  const out = template
    .replaceAll('@@LISTEN@@', values.listen)
    .replaceAll('@@SERVER_NAME@@', values.serverName)
    .replaceAll('@@UPSTREAM_SERVERS@@', servers)
    .replaceAll('@@CACHE_DIR@@', values.cacheDir)
    .replaceAll('@@MAX_BODY@@', values.maxBody)
  const left = /@@[A-Z_]+@@/.exec(out)
  if (left) throw new Error(`Unrendered placeholder ${left[0]} in ${TEMPLATE}`)
  return out
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const upstreams = process.argv.slice(2)
  if (upstreams.length === 0) {
    console.error('Usage: npx tsx deploy/nginx/render.ts HOST:PORT [HOST:PORT…] > /etc/nginx/conf.d/studio.conf')
    process.exit(2)
  }
  process.stdout.write(
    renderStudioConf({
      listen: process.env.LISTEN || '80',
      serverName: process.env.SERVER_NAME || '_',
      upstreams,
      cacheDir: process.env.CACHE_DIR || '/var/cache/nginx/studio',
      maxBody: process.env.MAX_BODY || '25m',
    }),
  )
}
