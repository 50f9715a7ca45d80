/**
 * Imported first by the entry scripts (start.ts, test.ts): ES modules run in import order, so an
 * unsupported Node stops here with a message, before anything that needs a newer one loads.
 */
import { refuseUnsupportedNode } from './supported-node'

refuseUnsupportedNode()
