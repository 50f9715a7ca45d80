import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process'
import os from 'node:os'

/** Children still running, so that a signal to the parent can stop them too. */
export const runningChildren = new Set<ChildProcess>()

export type RunOptions = SpawnOptions & {
  /** The child's niceness (os.setPriority): 10 gives it about a tenth of a busy core. */
  priority?: number
}

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<void> {
  const { priority, ...spawnOptions } = options
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...spawnOptions })
    if (priority !== undefined) lowerPriority(child, priority)
    runningChildren.add(child)
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      runningChildren.delete(child)
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`))
    })
  })
}

/** Gives a child the niceness `priority` (os.setPriority); where that is not allowed, it keeps the normal one. */
export function lowerPriority(child: ChildProcess, priority: number): void {
  if (!child.pid) return
  try {
    os.setPriority(child.pid, priority)
  } catch {
    /* not allowed here: it runs at the normal priority */
  }
}

export function killRunningChildren(signal: NodeJS.Signals = 'SIGTERM') {
  for (const child of runningChildren) child.kill(signal)
}

export const bin = (name: string) => `node_modules/.bin/${name}`

/**
 * `node` arguments that run a TypeScript script with tsx's loader (see spawnTsx for why not the tsx
 * binary). `esmOnly`: tsx's ESM hooks only, for a script whose TypeScript is all imported as ES
 * modules; Node's require() then stays tsx-free, which matters for the production server: with the
 * full loader tsx scanned every CommonJS chunk Next required (0.6 s of its start, in a CPU profile).
 */
export const tsxArgs = (script: string, args: string[] = [], esmOnly = false) => [
  '--import',
  esmOnly ? 'tsx/esm' : 'tsx',
  script,
  ...args,
]

/**
 * Starts a TypeScript script in a child Node process with tsx's loader and an IPC channel. Not
 * through node_modules/.bin/tsx: that wrapper does not pass on the parent's disconnect, so a script
 * that stops when its parent dies (start.ts, serve.ts) outlived a crashed harness.
 */
export function spawnTsx(
  script: string,
  args: string[] = [],
  options: SpawnOptions & { esmOnly?: boolean } = {},
): ChildProcess {
  const { esmOnly, ...spawnOptions } = options
  const stdio = Array.isArray(options.stdio)
    ? [...options.stdio]
    : [options.stdio ?? 'inherit', options.stdio ?? 'inherit', options.stdio ?? 'inherit']
  while (stdio.length < 3) stdio.push('inherit')
  if (!stdio.includes('ipc')) stdio.push('ipc')
  return spawn(process.execPath, tsxArgs(script, args, esmOnly), { ...spawnOptions, stdio })
}
