import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { collections } from './collections'
import { languageOption } from './fields/messages'
import { endpoints } from './endpoints'
import { globals } from './globals'
import { apiGuards, contentPlugins } from './plugins'
import { previewCollections, previewGlobals, previewUrl } from './src/lib/site/preview-paths'
import { keepValidationErrorDetails } from './utilities/validationErrorDetails'
import { withWatchedPool } from './src/lib/db/watched-pool'
import { withReliableCommits } from './src/platform/payload-reliable-commits'
import { registerDirectApi } from './src/lib/http/direct-api'
import { houseErrorFields } from './src/lib/http/payload-errors'
import { boundedWherePlugin } from './src/lib/http/where-bound'
import { emailAdapter } from './src/lib/email/adapter'
import { startBackgroundLoops } from './src/lib/jobs/background-loops'
import { mediaStorage } from './src/lib/media/storage'
import { locales } from './src/i18n/routing'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  // Required at runtime; when unset, every script (ensureSecrets in scripts/lib/environment.ts)
  // generates one into the data directory before Payload loads.
  secret: process.env.PAYLOAD_SECRET || '',
  serverURL: process.env.PUBLIC_URL || undefined,
  telemetry: false,
  routes: { admin: '/cms', api: '/api' },
  admin: {
    user: 'users',
    // Offline, Gravatar requests fail and stall the admin.
    avatar: 'default',
    importMap: { baseDir: dirname, importMapFile: path.resolve(dirname, 'src/app/(payload)/cms/importMap.js') },
    meta: { titleSuffix: ' · Studio CMS' },
    livePreview: {
      url: ({ data, collectionConfig, globalConfig, locale }) =>
        previewUrl({ collection: collectionConfig?.slug, global: globalConfig?.slug, doc: data, locale: locale?.code }),
      collections: previewCollections,
      globals: previewGlobals,
      // Payload shows these labels as they are, in either interface language: sizes read the same
      // in both (its own "Responsive" and "Custom" entries are translated).
      breakpoints: [
        { label: '390 × 844', name: 'phone', width: 390, height: 844 },
        { label: '1280 × 800', name: 'desktop', width: 1280, height: 800 },
      ],
    },
  },
  i18n: { supportedLanguages: { en, fr }, fallbackLanguage: 'en' },
  localization: {
    // The content languages, named in the editor's interface language ("French" / « Français »).
    locales: locales.map((code) => ({ code, label: languageOption(code) })),
    defaultLocale: 'en',
    fallback: true,
  },
  collections,
  globals,
  endpoints,
  // SEO and redirects for editors (plugins/); media on disk, or in an S3-compatible bucket with
  // S3_BUCKET, served at /api/media/file/… either way.
  // Last, they harden every collection the others added: apiGuards (plugins/apiGuards.ts) and the
  // bounds on the `where` filters of outside callers (boundedWherePlugin).
  plugins: [...contentPlugins, ...mediaStorage(), ...apiGuards, boundedWherePlugin],
  // The background loops (the outbox, the booking housekeeping, the jobs queue with scheduled
  // publishing) start here and nowhere else: src/lib/jobs/background-loops.ts.
  onInit: async (payload) => {
    registerDirectApi(payload)
    startBackgroundLoops(payload)
  },
  editor: lexicalEditor(),
  db: withWatchedPool(
    withReliableCommits(
      postgresAdapter({
        pool: {
          connectionString: process.env.DATABASE_URL || '',
          // A stopped database must fail fast (503) rather than hang visitors' requests.
          connectionTimeoutMillis: 2000,
          max: Number(process.env.DATABASE_POOL_MAX || 10),
        },
        // Schema changes only through migrations/ (applied by scripts/prepare.ts), never dev push.
        push: false,
        migrationDir: path.resolve(dirname, 'migrations'),
        // No prodMigrations: scripts/prepare.ts applies migrations/ before the site starts. Payload
        // running them again inside getPayload() raced prepare's own migrate() on a fresh database,
        // and about one start in two stalled before seeding. The server process never migrates, so
        // several instances starting together cannot race either.
      }),
    ),
  ),
  hooks: { afterError: [keepValidationErrorDetails, houseErrorFields] },
  email: emailAdapter(),
  sharp,
  graphQL: {
    disablePlaygroundInProduction: true,
    disableIntrospectionInProduction: true,
  },
  // Generated on purpose with `npm run generate:types`. Left on, every non-production getPayload()
  // (each integration test file, the int setup) spawned a child process that re-read the whole
  // config and rewrote payload-types.ts in the middle of the run.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
})
