/**
 * The committed generated files (payload-types.ts, the migrations' schema snapshot) still match the
 * Payload config. Here rather than in a script under `node --import tsx`: loading the whole config
 * through Node's module hooks now and then stalled for good with no CPU used (three attempts in a
 * row in one CI run); Vitest loads it through its own module runner, as other unit tests do.
 */
import { describe, expect, it } from 'vitest'

import { generatedFileProblems } from '@root/scripts/lib/generated-files'

describe('generated files', () => {
  it('payload-types.ts and migrations/ match the Payload config', async () => {
    expect(await generatedFileProblems()).toEqual([])
  }, 180_000)
})
