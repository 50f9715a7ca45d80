import { z } from 'zod'

// zod 4 probes `new Function` to decide whether to compile parsers; under the site's CSP (no
// 'unsafe-eval') that probe is reported as a violation. Imported before any schema module is
// evaluated; the interpreted parsers are plenty fast for a form.
z.config({ jitless: true })
