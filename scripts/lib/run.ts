import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process'

/** Children still running, so that a signal to the parent can stop them too. */
export const runningChildren = new Set<ChildProcess>()

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options })
    runningChildren.add(child)
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      runningChildren.delete(child)
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`))
    })
  })
}

export function killRunningChildren(signal: NodeJS.Signals = 'SIGTERM') {
  for (const child of runningChildren) child.kill(signal)
}

export const bin = (name: string) => `node_modules/.bin/${name}`
