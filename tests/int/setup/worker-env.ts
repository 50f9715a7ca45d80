import { inject } from 'vitest'

// Each test file's process gets the run's database and secrets before anything imports the config.
Object.assign(process.env, inject('testEnv'))
