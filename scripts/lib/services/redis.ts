/**
 * Debian's redis-server on loopback for tests and benches: no persistence, its own directory, a
 * free port. `stop()` and `start()` again on the same port model an outage.
 */
import fs from 'node:fs'

import { ensureProgram } from './apt'
import { spawnService, waitForPort, type ServiceProcess } from './process'

export class RedisServer {
  private service?: ServiceProcess
  readonly url: string

  constructor(
    readonly port: number,
    readonly dir: string,
  ) {
    this.url = `redis://127.0.0.1:${port}`
  }

  async start(): Promise<this> {
    const program = ensureProgram('redis-server', 'redis-server')
    fs.mkdirSync(this.dir, { recursive: true })
    // prettier-ignore
    this.service = spawnService('redis', program, [
      '--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir,
      '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--protected-mode', 'yes',
    ])
    await waitForPort(this.service, this.port)
    return this
  }

  get running(): boolean {
    return Boolean(this.service?.alive())
  }

  async stop(): Promise<void> {
    await this.service?.stop()
  }
}
