import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { collections } from './collections'
import { endpoints } from './endpoints'
import { globals } from './globals'
import { migrations } from './migrations'
import { emailAdapter } from './src/lib/email/adapter'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  // Required at runtime; scripts/start.ts generates one into the data directory when unset.
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
  },
  i18n: { supportedLanguages: { en, fr }, fallbackLanguage: 'en' },
  localization: {
    locales: [
      { code: 'en', label: 'English' },
      { code: 'fr', label: 'Français' },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  collections,
  globals,
  endpoints,
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: {
      connectionString: process.env.DATABASE_URL || '',
      // A stopped database must fail fast (503) rather than hang visitors' requests.
      connectionTimeoutMillis: 2000,
      max: Number(process.env.DATABASE_POOL_MAX || 10),
    },
    // Schema changes only through migrations/ (applied by scripts/start.ts), never dev push.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    prodMigrations: migrations,
  }),
  email: emailAdapter(),
  sharp,
  graphQL: {
    disablePlaygroundInProduction: true,
    disableIntrospectionInProduction: true,
  },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
