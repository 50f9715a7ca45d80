import type { RateLimitOptions } from '@/lib/endpoint'

/**
 * Submissions per IP per minute on each public form. Ten is far above what a person filling a form
 * does and far below what a script flooding the studio's inbox needs. Operators can tune it.
 */
export function submissionLimit(name: string): Omit<RateLimitOptions, 'subject'> {
  const points = Number(process.env.PUBLIC_RATE_LIMIT_PER_MINUTE) || 10
  return { key: `public:${name}`, points, durationSec: 60 }
}
