/**
 * What every module returns: how many checks ran, which failed (with enough detail to act on),
 * and the figures it measured. A module that throws is reported as one failed check by run.ts.
 * A section that ran no check fails: a module that returned early, or lost its checks in an edit,
 * would otherwise read as a pass. The one exception is said out loud: `unavailable`, for an outside
 * service that answered that it cannot do what was asked here (never for one that could not be
 * reached), or a check the operator chose not to run; the summary and the last line print it as
 * NOT AVAILABLE, and it does not fail the run.
 */
export class Section {
  readonly failures: string[] = []
  readonly figures: Record<string, string | number> = {}
  checks = 0
  /** Why the section could not check anything here, when an outside service said so. */
  notAvailable: string | undefined

  constructor(readonly name: string) {}

  /** One assertion: counted, and recorded as a failure (with detail) when `ok` is false. */
  check(ok: boolean, what: string, detail?: unknown): boolean {
    this.checks++
    if (!ok) {
      const extra = detail === undefined ? '' : `: ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`
      this.failures.push(`${what}${extra}`.slice(0, 2000))
      console.log(`  ✗ ${what}${extra.slice(0, 600)}`)
    }
    return ok
  }

  /** Several failures of one kind as one line, with the first few examples. */
  checkAll<T>(items: T[], isOk: (item: T) => boolean, what: string, describe: (item: T) => string): boolean {
    const bad = items.filter((item) => !isOk(item))
    return this.check(
      bad.length === 0,
      `${what} (${bad.length} of ${items.length} failed)`,
      bad.length ? bad.slice(0, 5).map(describe).join(' | ') : undefined,
    )
  }

  figure(name: string, value: string | number) {
    this.figures[name] = value
  }

  /** Nothing could be checked here, for `why`: NOT AVAILABLE, which is not a pass but fails nothing. */
  unavailable(why: string) {
    this.notAvailable = why
  }

  /** Whether the section lets the run pass. */
  get ok() {
    return this.failures.length === 0 && (this.checks > 0 || this.notAvailable !== undefined)
  }

  /** The summary's result cell. */
  get result(): string {
    if (this.failures.length > 0) return `FAIL ${this.failures.length}/${this.checks}`
    if (this.checks === 0) return this.notAvailable === undefined ? 'FAIL: no check ran' : 'NOT AVAILABLE'
    return `pass (${this.checks} checks)`
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index]!
}

export const median = (values: number[]) => percentile(values, 50)

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Runs `tasks` with at most `concurrency` at a time; results in order. */
export async function pool<T, R>(
  items: T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    for (;;) {
      const i = next++
      if (i >= items.length) return
      results[i] = await task(items[i]!, i)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
  return results
}
