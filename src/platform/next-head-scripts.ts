/**
 * Reliance: the shape of the HTML Next renders for an App Router page: each framework chunk is a
 * `<script src="/_next/static/….js" async=""></script>` in <head>, written exactly so (React's
 * resource hoisting, next/dist/server/app-render). Not a documented output format.
 *
 * Why: src/server/serve.ts moves those chunks to a loader that runs after the first paint
 * (src/server/defer-framework-scripts.ts; bench/lighthouse.ts: the simulated LCP of /contact from
 * 2.3–4.4 s to 1.6 s). Should Next write the tag differently (another attribute order, `async`
 * without a value, a nonce), the pattern would match nothing and every page would quietly be
 * slower again; the guard fails instead.
 *
 * Checked on: next 16.4.5 and 16.4.6, react-dom 19.3.1.
 * Guard: tests/e2e/platform-html.spec.ts (every framework chunk in the <head> of the build's
 * prerendered pages matches, and at least one does); tests/unit/defer-framework-scripts.test.ts.
 */
export const NEXT_HEAD_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g
