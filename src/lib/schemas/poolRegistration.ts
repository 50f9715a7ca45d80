import { z } from 'zod'
import { personName } from './common'
import { V } from './messages'

export const POOL_TEAMS = [
  'Impact Montréal',
  'CF Montréal',
  'Québec City FC',
  'Laval',
  'Trois-Rivières',
  'Sherbrooke',
  'Gatineau',
  'Saguenay',
  'Autre équipe du Québec',
] as const
export type PoolTeam = (typeof POOL_TEAMS)[number]

/** The four matches of the page (src/app/(studio)/coupeqc2025pool/data.ts): a registration names one of them. */
export const POOL_GAME_IDS = ['qf-1', 'qf-2', 'qf-3', 'qf-4'] as const
export type PoolGameId = (typeof POOL_GAME_IDS)[number]

// The page is French only, so every message here is French in both message files.
const required = (max: number) =>
  z.string({ error: V.poolFieldsRequired }).trim().min(1, V.poolFieldsRequired).max(max, V.poolFieldTooLong)

/**
 * POST /api/pool-registration. userId is lower-cased so that the unique constraint sees "JeanT" and
 * "jeant" as the same person, which is what "one registration per person" means to a human.
 */
export const poolRegistrationSchema = z.object({
  name: personName(100, { required: V.poolFieldsRequired, tooLong: V.poolFieldTooLong }),
  userId: z
    .string({ error: V.poolFieldsRequired })
    .trim()
    .toLowerCase()
    .min(1, V.poolFieldsRequired)
    .max(50, V.poolFieldTooLong),
  email: required(254).pipe(z.email({ error: V.poolEmailInvalid })),
  // An accented team name may arrive decomposed (e + combining accent) from some keyboards; NFC
  // makes it compare equal to the list.
  supportingTeam: z
    .string({ error: V.poolFieldsRequired })
    .trim()
    .transform((value) => value.normalize('NFC'))
    .pipe(z.enum(POOL_TEAMS, { error: V.poolFieldsRequired })),
  selectedGame: required(50).pipe(z.enum(POOL_GAME_IDS, { error: V.poolFieldsRequired })),
})

export type PoolRegistrationInput = z.input<typeof poolRegistrationSchema>
export type PoolRegistration = z.output<typeof poolRegistrationSchema>
