/** Payload still hashes passwords with the parameters loginTiming imitates (src/platform/payload-password-hash.ts). */
import { describe, expect, it } from 'vitest'

import { PAYLOAD_HASH_COST, PAYLOAD_HASH_PREFIX, payloadHashCost } from '@/platform/payload-password-hash'
import { packageFile } from './installed'

describe("Payload's password hash parameters", () => {
  const source = packageFile('payload', 'dist/auth/strategies/local/generatePasswordSaltHash.js')
  const constant = (name: string) => new RegExp(`const ${name} = ([^;]+);`).exec(source)?.[1]

  it('current and legacy costs are the ones imitated', () => {
    expect(constant('currentPasswordHashPrefix')).toBe(`'${PAYLOAD_HASH_PREFIX}'`)
    expect(Number(constant('currentPasswordHashIterations'))).toBe(PAYLOAD_HASH_COST.current.iterations)
    expect(Number(constant('currentPasswordHashKeyLength'))).toBe(PAYLOAD_HASH_COST.current.keyLength)
    expect(Number(constant('legacyPasswordHashIterations'))).toBe(PAYLOAD_HASH_COST.legacy.iterations)
    expect(Number(constant('legacyPasswordHashKeyLength'))).toBe(PAYLOAD_HASH_COST.legacy.keyLength)
  })

  it('with SHA-256, as the imitation hashes', () => {
    expect(packageFile('payload', 'dist/auth/strategies/local/authenticate.js')).toContain(
      "crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256'",
    )
    expect(payloadHashCost(`${PAYLOAD_HASH_PREFIX}abc`)).toEqual(PAYLOAD_HASH_COST.current)
    expect(payloadHashCost('abc')).toEqual(PAYLOAD_HASH_COST.legacy)
  })
})
