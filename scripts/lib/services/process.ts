/**
 * A service process of the test harness: its own process group (stopped whole, by its id, never
 * by name), its recent output kept for error messages, and readiness as "its TCP port accepts".
 */
import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'

export interface ServiceProcess {
  name: string
  child: ChildProcess
  output: string[]
  exited: Promise<number | null>
  alive(): boolean
  /** SIGTERM to the group, SIGKILL after `graceMs`; resolves once it exited. */
  stop(graceMs?: number): Promise<void>
  /** Synchronous last resort for process 'exit'. */
  killNow(): void
}

const started = new Set<ServiceProcess>()

/** Every service this process started and that still runs, killed at once (process 'exit'). */
export function killAllServicesNow(): void {
  for (const service of started) service.killNow()
}

/** Echo every service's output (the reliability suite sets it with RELIABILITY_VERBOSE=1). */
export const serviceLog = { verbose: false }

export function spawnService(name: string, command: string, args: string[]): ServiceProcess {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const output: string[] = []
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue
      output.push(line)
      if (output.length > 200) output.shift()
      if (serviceLog.verbose) console.log(`    [${name}] ${line}`)
    }
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const alive = () => child.exitCode === null && child.signalCode === null
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig)
    } catch {
      child.kill(sig)
    }
  }
  const service: ServiceProcess = {
    name,
    child,
    output,
    exited,
    alive,
    async stop(graceMs = 5000) {
      if (alive()) {
        signal('SIGTERM')
        const timer = setTimeout(() => signal('SIGKILL'), graceMs)
        await exited
        clearTimeout(timer)
      }
      started.delete(service)
    },
    killNow() {
      if (alive()) signal('SIGKILL')
    },
  }
  started.add(service)
  void exited.then(() => started.delete(service))
  return service
}

export function portAccepts(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host })
    socket.setTimeout(1000)
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })
}

/** Until the port accepts, or throws with the service's last output when it exited or took too long. */
export async function waitForPort(service: ServiceProcess, port: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (!service.alive())
      throw new Error(`${service.name} exited (${service.child.exitCode}):\n${service.output.slice(-20).join('\n')}`)
    if (await portAccepts(port)) return
    if (Date.now() > deadline) throw new Error(`${service.name} did not listen on ${port} within ${timeoutMs / 1000} s`)
    await new Promise((r) => setTimeout(r, 100))
  }
}
