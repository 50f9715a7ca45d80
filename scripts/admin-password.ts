/**
 * `npm run admin:password`: sets a new dashboard (/admin) password and signs every session out.
 * Type the new password when asked (nothing is echoed), or press Enter to have one generated and
 * shown once. Not usable while ADMIN_PASSWORD is set: that variable is the password then.
 */
import readline from 'node:readline'

import { getPayload } from 'payload'

import { setAdminPassword } from '@/lib/auth/credentials'
import { generatePassword } from '@/lib/auth/password'
import { muteEcho } from '@/platform/node-readline-mute'
import { commandDatabase, ensureSecrets, finishCommand, loadEnv } from './lib/environment'

loadEnv()
if (process.env.ADMIN_PASSWORD) {
  console.error(
    'ADMIN_PASSWORD is set in the environment: it is the dashboard password and replaces any other at each start. Change it there and restart.',
  )
  process.exit(1)
}

async function ask(question: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY })
  if (process.stdin.isTTY) {
    // Echo nothing while the password is typed (src/platform/node-readline-mute.ts).
    process.stdout.write(question)
    muteEcho(rl)
    const answer = await new Promise<string>((resolve) => rl.question('', resolve))
    process.stdout.write('\n')
    rl.close()
    return answer
  }
  const answer = await new Promise<string>((resolve) => rl.question(question, resolve))
  rl.close()
  return answer
}

// The site's own embedded PostgreSQL when it runs, else one for the length of this command.
const database = await commandDatabase()
await finishCommand(async () => {
  await ensureSecrets()
  const typed = await ask('New dashboard password (Enter to generate one): ')
  if (typed && typed.length < 12) throw new Error('Use at least 12 characters.')
  if (typed.length > 256) throw new Error('Use at most 256 characters.')
  const password = typed || generatePassword()
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config, disableOnInit: true })
  try {
    await setAdminPassword(payload, password)
    // A new password closes every open session, e.g. on a device that was lost.
    await payload.delete({ collection: 'admin-sessions', where: { id: { exists: true } }, overrideAccess: true })
  } finally {
    await payload.destroy()
  }
  console.log(
    typed
      ? '\n  Dashboard password changed; every session was signed out.\n'
      : `\n  New dashboard password: "${password}" (shown once). Every session was signed out.\n`,
  )
}, database)
