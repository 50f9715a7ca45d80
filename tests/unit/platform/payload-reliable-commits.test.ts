/**
 * The adapter's transaction bookkeeping that src/platform/payload-reliable-commits.ts replaces is
 * still the one it was written against (the int test db-transactions.test.ts exercises the result).
 */
import { describe, expect, it } from 'vitest'

import { packageFile } from './installed'

const drizzle = (file: string) => packageFile('@payloadcms/drizzle', `dist/${file}`)

describe("Payload's transaction sessions", () => {
  it('beginTransaction keeps { db, reject, resolve } under the id in this.sessions', () => {
    const begin = drizzle('transactions/beginTransaction.js')
    expect(begin).toMatch(/this\.sessions\[id\] = \{\s*db: transaction,\s*reject,\s*resolve\s*\}/)
    expect(begin).toContain('await this.initializing')
    expect(begin).toContain('this.drizzle.transaction(')
    expect(begin).toContain('options || this.transactionOptions')
  })

  it('commit and rollback end a session through resolve / reject, and getTransaction reads db', () => {
    expect(drizzle('transactions/commitTransaction.js')).toMatch(
      /delete this\.sessions\[transactionID\];[\s\S]*await session\.resolve\(\)/,
    )
    expect(drizzle('transactions/rollbackTransaction.js')).toMatch(/\.reject\(\)/)
    expect(drizzle('utilities/getTransaction.js')).toMatch(/sessions\[[^\]]+\]\?*\.?db/)
  })

  it('still swallows a failed COMMIT (when this fails, the replacement may be dropped)', () => {
    // The drizzle promise's own .catch, which turns a COMMIT that failed into a resolved commit.
    expect(drizzle('transactions/beginTransaction.js')).toMatch(/\}, options \|\| this\.transactionOptions\)\.catch\(/)
  })
})
