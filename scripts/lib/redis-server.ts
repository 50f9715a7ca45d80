/**
 * A throwaway Redis for tests and harnesses: `redis-server` on loopback, a free port, no
 * persistence, stopped by its PID. When the binary is missing and we run as root, Debian's
 * redis-server is installed with apt-get (like scripts/ensure-chromium.ts does for Chromium).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'

import { findFreePort } from '@/lib/db/embedded-postgres'

const CANDIDATES = [process.env.REDIS_SERVER_PATH, '/usr/bin/redis-server', '/usr/local/bin/redis-server']

export function ensureRedisServer(log: (line: string) => void = console.log): string {
  const found = () => CANDIDATES.find((c): c is string => !!c && fs.existsSync(c))
  const existing = found()
  if (existing) return existing
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    log('No redis-server found: installing Debian’s redis-server with apt-get (running as root)…')
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', 'redis-server'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    const installed = found()
    if (installed) return installed
  }
  throw new Error('redis-server is missing: install it (apt-get install redis-server) or set REDIS_SERVER_PATH.')
}

export interface RedisServer {
  url: string
  port: number
  child: ChildProcess
  stop: () => Promise<void>
}

function waitForPort(port: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  return new Promise<void>((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => (socket.destroy(), resolve()))
      socket.once('error', () => {
        socket.destroy()
        if (Date.now() > deadline) reject(new Error(`redis-server did not listen on ${port}`))
        else setTimeout(attempt, 50)
      })
    }
    attempt()
  })
}

/** Starts redis-server on `port` (a free one by default); `stop()` ends that process only. */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  const binary = ensureRedisServer()
  const chosen = port ?? (await findFreePort())
  const child = spawn(
    binary,
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'no'],
    { stdio: 'ignore' },
  )
  await waitForPort(chosen, 10_000)
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
