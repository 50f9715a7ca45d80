import path from 'node:path'

import { defineConfig } from 'vitest/config'

const root = import.meta.dirname
// tsconfig's paths, for Vite: `@/x` is src/x, `@root/x` is x at the project root.
const alias = {
  '@payload-config': path.resolve(root, 'payload.config.ts'),
  '@/': `${path.join(root, 'src')}/`,
  '@root/': `${root}/`,
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // A committed .only would run that test alone, and pass: refused in CI (Vitest's default,
          // said here; set per project, where Vitest reads it).
          allowOnly: !process.env.CI,
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // The key derivations (password hashes, backup keys) take about a second alone, and the
          // tests that load the Payload config several; on 2 cores shared with the type check and
          // ESLint beside them (npm test's unit lanes) and a busy machine, some took 30 s. A timeout
          // there says nothing of the code: it only catches a hang.
          testTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          allowOnly: !process.env.CI,
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/int/setup/global-setup.ts'],
          setupFiles: ['tests/int/setup/worker-env.ts'],
          // Files run in parallel processes, each on its own copy of the run's migrated database
          // (tests/int/setup/worker-env.ts). Two: on this machine kind (2 cores) three were slower.
          // INT_WORKERS overrides it.
          pool: 'forks',
          maxWorkers: Number(process.env.INT_WORKERS) || 2,
          // Its own group: `vitest run` of every project may not mix two maxWorkers in one group.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
