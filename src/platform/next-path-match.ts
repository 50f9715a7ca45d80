/**
 * Reliance: `getPathMatch` from next/dist/shared/lib/router/utils/path-match, the matcher Next
 * applies to the `source` of next.config.ts's `headers()` rules. Internal (a `next/dist` path).
 *
 * Why: the unit tests check which header rules apply to which paths (tests/unit/cache-policy.test.ts,
 * tests/unit/media-headers.test.ts) with Next's own matcher rather than a re-implementation that
 * could disagree with it. Only tests import this module.
 *
 * Checked on: next 16.4.5 and 16.4.6.
 * Guard: the import itself (tsc and vitest fail when the path moves) and
 * tests/unit/platform/next-path-match.test.ts (matches a `:path*` source as the rules use it).
 */
export { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
