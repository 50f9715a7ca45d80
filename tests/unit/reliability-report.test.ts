/**
 * The reliability suite's own bookkeeping: a section passes only on checks that ran, and the audit
 * tells a registry without an advisory service (nothing to learn, said as NOT AVAILABLE) from a
 * registry it could not reach (a failure). The npm answers below are what npm 11 printed here.
 */
import { describe, expect, it } from 'vitest'

import { auditOutcome } from '@root/tests/reliability/audit'
import { Section } from '@root/tests/reliability/lib/report'

describe('a reliability section', () => {
  it('fails when no check ran', () => {
    const section = new Section('empty')
    section.figure('seconds', 3)
    expect(section.ok).toBe(false)
    expect(section.result).toBe('FAIL: no check ran')
  })

  it('passes on checks that ran and held, and fails on one that did not', () => {
    const section = new Section('two')
    section.check(true, 'first')
    expect(section.ok).toBe(true)
    expect(section.result).toBe('pass (1 checks)')
    section.check(false, 'second', 'detail')
    expect(section.ok).toBe(false)
    expect(section.result).toBe('FAIL 1/2')
    expect(section.failures).toEqual(['second: detail'])
  })

  it('says NOT AVAILABLE, without failing the run, only when told why nothing could be checked', () => {
    const section = new Section('audit')
    section.unavailable('registry: 405 Method Not Allowed')
    expect(section.ok).toBe(true)
    expect(section.result).toBe('NOT AVAILABLE')
    section.check(false, 'a check that ran all the same')
    expect(section.ok).toBe(false)
  })
})

const npmJson = (body: object) => ({ stdout: JSON.stringify(body), stderr: '', error: undefined, status: 1 })

describe('the audit’s reading of npm audit', () => {
  it('a registry that answers 405 to the advisory request has no advisory service: not available', () => {
    const outcome = auditOutcome(
      npmJson({
        message: '405 Method Not Allowed - POST https://registry.example.test/-/npm/v1/security/advisories/bulk',
        method: 'POST',
        uri: 'https://registry.example.test/-/npm/v1/security/advisories/bulk',
        statusCode: 405,
        body: '',
        error: { summary: '', detail: '' },
      }),
    )
    expect(outcome).toEqual({
      kind: 'unavailable',
      why: 'registry: 405 Method Not Allowed - POST https://registry.example.test/-/npm/v1/security/advisories/bulk',
    })
  })

  it('a refused connection, an unknown host or a time-out fails', () => {
    const refused = auditOutcome(
      npmJson({
        message:
          'request to http://127.0.0.1:9/-/npm/v1/security/advisories/bulk failed, reason: connect ECONNREFUSED 127.0.0.1:9',
        error: { summary: '', detail: '' },
      }),
    )
    expect(refused).toEqual({
      kind: 'failed',
      why: 'request to http://127.0.0.1:9/-/npm/v1/security/advisories/bulk failed, reason: connect ECONNREFUSED 127.0.0.1:9',
    })
    const unknownHost = auditOutcome(
      npmJson({
        message:
          'request to http://nonexistent.invalid/-/npm/v1/security/advisories/bulk failed, reason: getaddrinfo ENOTFOUND nonexistent.invalid',
        error: { summary: '', detail: '' },
      }),
    )
    expect(unknownHost.kind).toBe('failed')
    // npm killed by spawnSync's time limit: no output at all.
    const timedOut = auditOutcome({
      stdout: '',
      stderr: '',
      error: Object.assign(new Error('spawnSync npm ETIMEDOUT'), { code: 'ETIMEDOUT' }),
      status: null,
    })
    expect(timedOut).toEqual({ kind: 'failed', why: 'spawnSync npm ETIMEDOUT' })
    // Output that is not npm's report: a failure too.
    const garbled = auditOutcome({ stdout: 'not json', stderr: '', error: undefined, status: 1 })
    expect(garbled).toEqual({ kind: 'failed', why: 'npm audit exited with 1 and no report' })
  })

  it('a report is read as one', () => {
    const outcome = auditOutcome(
      npmJson({
        vulnerabilities: {},
        metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 } },
      }),
    )
    expect(outcome.kind).toBe('report')
  })
})
