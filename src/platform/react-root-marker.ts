/**
 * Reliance: React DOM marks the element it renders into (`hydrateRoot(document, …)`: the document)
 * with a property named `__reactContainer$<random>`. Internal to react-dom.
 *
 * Why: the framework's scripts run after the first paint (src/server/defer-framework-scripts.ts),
 * often after the load event Playwright waits for; a click before React listens would be lost. The
 * end-to-end fixture (tests/e2e/fixtures/test.ts) waits until the document carries the marker.
 * Should the name change, every e2e navigation would time out after 20 s: loud, but slow to read,
 * so the guard says it first.
 *
 * Checked on: the react-dom Next bundles for the App Router (next 16.4.5 and 16.4.6:
 * next/dist/compiled/react-dom 19.3.0-canary-278794d7-20261002), and react-dom 19.3.1.
 * Guard: tests/unit/platform/react-root-marker.test.ts (hydrateRoot still marks its container with
 * that key, right before it attaches its event listeners).
 */
export const REACT_CONTAINER_PREFIX = '__reactContainer$'
