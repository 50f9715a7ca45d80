/**
 * Debian's nginx on loopback for tests and benches, configured by deploy/nginx/studio.conf.template
 * (the production file, rendered here with the test's ports and a cache directory of its own),
 * wrapped in a minimal main configuration: no daemon, everything under one temporary directory.
 */
import fs from 'node:fs'
import path from 'node:path'

import { renderStudioConf } from '@root/deploy/nginx/render'
import { ensureProgram } from './apt'
import { spawnService, waitForPort, type ServiceProcess } from './process'

export interface NginxOptions {
  dir: string
  port: number
  /** host:port of every instance */
  upstreams: string[]
  workers?: number | 'auto'
}

export class Nginx {
  private service?: ServiceProcess
  readonly baseUrl: string
  readonly conf: string

  constructor(readonly options: NginxOptions) {
    this.baseUrl = `http://127.0.0.1:${options.port}`
    this.conf = path.join(options.dir, 'nginx.conf')
  }

  async start(): Promise<this> {
    const program = ensureProgram('nginx', 'nginx')
    const { dir } = this.options
    for (const sub of ['cache', 'temp']) fs.mkdirSync(path.join(dir, sub), { recursive: true })
    fs.writeFileSync(
      path.join(dir, 'studio.conf'),
      renderStudioConf({
        listen: `127.0.0.1:${this.options.port}`,
        serverName: '_',
        upstreams: this.options.upstreams,
        cacheDir: path.join(dir, 'cache'),
        maxBody: '25m',
      }),
    )
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
    const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`
    fs.writeFileSync(
      this.conf,
      [
        // As root the workers would otherwise run as nobody, who cannot reach the temporary directory.
        isRoot ? 'user root;' : '',
        'daemon off;',
        `worker_processes ${this.options.workers ?? 1};`,
        `pid ${path.join(dir, 'nginx.pid')};`,
        `error_log ${path.join(dir, 'error.log')} warn;`,
        'events { worker_connections 4096; }',
        'http {',
        '  access_log off;',
        `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
        `  include ${path.join(dir, 'studio.conf')};`,
        '}',
        '',
      ].join('\n'),
    )
    this.service = spawnService('nginx', program, ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', this.conf])
    await waitForPort(this.service, this.options.port).catch((error: Error) => {
      throw new Error(`${error.message}\n${this.errorLog().slice(-2000)}`)
    })
    return this
  }

  errorLog(): string {
    try {
      return fs.readFileSync(path.join(this.options.dir, 'error.log'), 'utf8')
    } catch {
      return ''
    }
  }

  async stop(): Promise<void> {
    await this.service?.stop()
  }
}
