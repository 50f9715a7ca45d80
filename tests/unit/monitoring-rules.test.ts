import { describe, expect, it } from 'vitest'

import { rateVital } from '@/lib/analytics/vitals'
import { normalizePath, routeLabel, MAX_ROUTES } from '@/lib/metrics/routes'
import { evaluateAlerts, type AlertInputs } from '@/lib/monitoring/alerts'
import { threatLevel } from '@/lib/security/policy'

describe('route patterns for metric labels', () => {
  it.each([
    ['/api/admin/blog/42', '/api/admin/blog/:id'],
    ['/api/posts/7?depth=1', '/api/posts/:id'],
    ['/api/newsletter/unsubscribe/eyJhbGciOiJIUzI1NiJ9abcdefgh', '/api/newsletter/unsubscribe/:id'],
    ['/api/media/file/cover-1280x720.webp', '/api/media/file/:filename'],
    ['/_next/static/chunks/app/page-0a1b2c.js', '/_next/static/*'],
    ['/blog/golden-hour-portraits', '/blog/:slug'],
    ['/fr/blog/portraits-a-l-heure-doree', '/fr/blog/:slug'],
    ['/fr/services/weddings', '/fr/services/:serviceType'],
    ['/cms/collections/posts/3', '/cms/*'],
    ['/about/', '/about'],
    ['/', '/'],
    ['/fr', '/fr'],
  ])('%s → %s', (path, route) => {
    expect(normalizePath(path)).toBe(route)
  })

  it('puts every 404 under one label and caps the number of labels', () => {
    const known = new Set<string>()
    expect(routeLabel('/wp-login.php', 404, known)).toBe('(not found)')
    for (let i = 0; i < MAX_ROUTES + 50; i++)
      routeLabel(`/page-${'x'.repeat(i % 5)}${String.fromCharCode(97 + (i % 26))}${i.toString(36)}a`, 200, known)
    expect(known.size).toBe(MAX_ROUTES)
    expect(routeLabel('/yet-another-page', 200, known)).toBe('(other)')
  })
})

describe('threat level', () => {
  it('is MINIMAL, LOW, MEDIUM or HIGH from the last hour', () => {
    expect(threatLevel(0, 0)).toBe('MINIMAL')
    expect(threatLevel(1, 0)).toBe('LOW')
    expect(threatLevel(5, 0)).toBe('MEDIUM')
    expect(threatLevel(0, 1)).toBe('MEDIUM')
    expect(threatLevel(25, 0)).toBe('HIGH')
    expect(threatLevel(2, 3)).toBe('HIGH')
  })
})

describe('alert rules', () => {
  const calm: AlertInputs = {
    health: {
      database: { status: 'up', latency_ms: 2, connections: 4 },
      memory: { usage: 40, heapUsed: 100, heapTotal: 150, heapLimit: 250, rss: 300 },
      performance: {
        total_requests: 100,
        avg_response_time: 20,
        p95_response_time: 80,
        error_rate: 0,
        window_requests: 100,
      },
    },
    threatLevel: 'MINIMAL',
    failingEmails: 0,
  }
  const types = (input: AlertInputs) => evaluateAlerts(input).map((a) => `${a.level}:${a.type}`)

  it('raises nothing when all is well', () => {
    expect(evaluateAlerts(calm)).toEqual([])
  })

  it('raises each rule at its threshold, not below', () => {
    const at = (patch: Partial<AlertInputs['health']['performance']>) => ({
      ...calm,
      health: { ...calm.health, performance: { ...calm.health.performance, ...patch } },
    })
    expect(types(at({ error_rate: 5 }))).toEqual([])
    expect(types(at({ error_rate: 5.1 }))).toEqual(['critical:error_rate'])
    expect(types(at({ p95_response_time: 1000 }))).toEqual([])
    expect(types(at({ p95_response_time: 1200 }))).toEqual(['warning:response_time'])
    expect(types({ ...calm, health: { ...calm.health, memory: { ...calm.health.memory, usage: 91 } } })).toEqual([
      'critical:memory',
    ])
    expect(
      types({
        ...calm,
        health: {
          ...calm.health,
          database: { status: 'down', latency_ms: null, connections: null, error: 'ECONNREFUSED' },
        },
      }),
    ).toEqual(['critical:database'])
    expect(types({ ...calm, threatLevel: 'HIGH' })).toEqual(['critical:security'])
    expect(types({ ...calm, threatLevel: 'MEDIUM' })).toEqual(['warning:security'])
    expect(types({ ...calm, failingEmails: 2 })).toEqual(['warning:email'])
    expect(types({ ...calm, oldestEmailWaitMinutes: 10 })).toEqual([])
    expect(types({ ...calm, oldestEmailWaitMinutes: 11 })).toEqual(['critical:email_delay'])
  })

  it('does not judge rates on a handful of requests (a cold start)', () => {
    const cold = {
      ...calm,
      health: {
        ...calm.health,
        performance: { ...calm.health.performance, error_rate: 50, p95_response_time: 3000, window_requests: 4 },
      },
    }
    expect(evaluateAlerts(cold)).toEqual([])
  })

  it('backups: critical past 26 hours since the last good one, or when the last attempt failed', () => {
    const backup = (patch: Partial<NonNullable<AlertInputs['backup']>>) => ({
      ...calm,
      backup: { lastFailed: false, lastError: null, ageHours: 3, ...patch },
    })
    expect(types(backup({}))).toEqual([])
    expect(types(backup({ ageHours: 26 }))).toEqual([])
    expect(types(backup({ ageHours: 27 }))).toEqual(['critical:backup_age'])
    expect(types(backup({ lastFailed: true, lastError: 'disk full' }))).toEqual(['critical:backup_failed'])
    expect(evaluateAlerts(backup({ lastFailed: true, lastError: 'disk full' }))[0]!.value).toBe('disk full')
    // Unknown (the database could not be asked): the database alert speaks for it.
    expect(types({ ...calm, backup: null })).toEqual([])
  })

  it('warns while the generated backup key has not been saved elsewhere', () => {
    const backup = { lastFailed: false, lastError: null, ageHours: 3 }
    expect(types({ ...calm, backup: { ...backup, keyUnsaved: true } })).toEqual(['warning:backup_key_unsaved'])
    expect(types({ ...calm, backup: { ...backup, keyUnsaved: false } })).toEqual([])
  })

  it('warns for a day after the embedded database was restarted without a person', () => {
    expect(types({ ...calm, databaseRestarts: 0 })).toEqual([])
    const [alert] = evaluateAlerts({ ...calm, databaseRestarts: 2 })
    expect(alert).toMatchObject({ level: 'warning', type: 'database_restarted', value: 2, threshold: 24 })
  })

  it('warns of seats still held long after their Checkout expired, and only then', () => {
    expect(types({ ...calm, overdueHolds: 0 })).toEqual([])
    expect(types({ ...calm, overdueHolds: null })).toEqual([])
    const [alert] = evaluateAlerts({ ...calm, overdueHolds: 2 })
    expect(alert).toMatchObject({ level: 'warning', type: 'payment_holds', value: 2, threshold: 15 })
  })

  it('warns of refunds Stripe refused or failed that nobody tried again', () => {
    expect(types({ ...calm, failedRefunds: 0 })).toEqual([])
    expect(types({ ...calm, failedRefunds: null })).toEqual([])
    const [alert] = evaluateAlerts({ ...calm, failedRefunds: 3 })
    expect(alert).toMatchObject({ level: 'warning', type: 'refund_failed', value: 3 })
  })

  it('warns of proposals whose saved card was declined with nothing paid since', () => {
    expect(types({ ...calm, failedCardCharges: 0 })).toEqual([])
    expect(types({ ...calm, failedCardCharges: null })).toEqual([])
    const [alert] = evaluateAlerts({ ...calm, failedCardCharges: 2 })
    expect(alert).toMatchObject({ level: 'warning', type: 'card_charge_failed', value: 2 })
  })

  it('warns of Stripe webhook calls refused for their signature only at a rate, never critically', () => {
    expect(types({ ...calm, webhookSignatureFailures: 0 })).toEqual([])
    // A few anonymous calls in 5 minutes are the internet's noise.
    expect(types({ ...calm, webhookSignatureFailures: 1 })).toEqual([])
    expect(types({ ...calm, webhookSignatureFailures: 19 })).toEqual([])
    // Tens: a wrong signing secret, or forgery.
    const [alert] = evaluateAlerts({ ...calm, webhookSignatureFailures: 20 })
    expect(alert).toMatchObject({ level: 'warning', type: 'webhook_signature', value: 20, threshold: 20 })
    expect(types({ ...calm, webhookSignatureFailures: 500 })).toEqual(['warning:webhook_signature'])
  })

  it('warns of what the Stripe webhook recorded for the studio to look at, by kind', () => {
    expect(types({ ...calm, stripeIncidents: null })).toEqual([])
    expect(types({ ...calm, stripeIncidents: { foreign_session: 0 } })).toEqual([])
    expect(
      types({
        ...calm,
        stripeIncidents: { foreign_session: 2, wrong_amount: 1, second_charge: 1, unusable_event: 3 },
      }),
    ).toEqual([
      'warning:stripe_foreign_session',
      'warning:stripe_wrong_amount',
      'warning:stripe_second_charge',
      'warning:stripe_unusable_event',
    ])
    expect(evaluateAlerts({ ...calm, stripeIncidents: { unusable_event: 3 } })[0]).toMatchObject({
      value: 3,
      threshold: 7,
    })
  })
})

describe('web-vitals ratings (good / needs improvement / poor)', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 501, 'poor'],
    ['TTFB', 1800, 'needs-improvement'],
    ['FCP', 3001, 'poor'],
    ['FID', 100, 'good'],
  ] as const)('%s %s is %s', (metric, value, rating) => {
    expect(rateVital(metric, value)).toBe(rating)
  })
})
