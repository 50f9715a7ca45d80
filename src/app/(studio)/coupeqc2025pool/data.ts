/**
 * The pool's fixed data: the four matches of the week, the sample standings of
 * ten participants and the scoring rules. Edited here, not in the CMS: the page is a private,
 * one-season page.
 */
import type { PoolGameId } from '@/lib/schemas/poolRegistration'

export interface PoolGame {
  id: PoolGameId
  homeTeam: string
  awayTeam: string
  /** YYYY-MM-DD, local to the venue (America/Toronto). */
  date: string
  /** HH:MM, 24-hour. */
  time: string
  venue: string
}

export const POOL_GAMES: readonly PoolGame[] = [
  {
    id: 'qf-1',
    homeTeam: 'CF Montréal',
    awayTeam: 'Québec City FC',
    date: '2025-06-14',
    time: '19:00',
    venue: 'Stade Saputo, Montréal',
  },
  {
    id: 'qf-2',
    homeTeam: 'Laval',
    awayTeam: 'Trois-Rivières',
    date: '2025-06-14',
    time: '15:30',
    venue: 'Centre sportif Laval',
  },
  {
    id: 'qf-3',
    homeTeam: 'Sherbrooke',
    awayTeam: 'Gatineau',
    date: '2025-06-15',
    time: '14:00',
    venue: 'Stade de l’Université de Sherbrooke',
  },
  {
    id: 'qf-4',
    homeTeam: 'Saguenay',
    awayTeam: 'Impact Montréal',
    date: '2025-06-15',
    time: '18:00',
    venue: 'Complexe sportif Saguenay',
  },
]

export const POOL_STANDINGS: readonly { position: number; name: string; points: number }[] = [
  { position: 1, name: 'Marie-Ève L.', points: 31 },
  { position: 2, name: 'Jonathan P.', points: 28 },
  { position: 3, name: 'Sophie G.', points: 27 },
  { position: 4, name: 'Karim B.', points: 24 },
  { position: 5, name: 'Émilie R.', points: 22 },
  { position: 6, name: 'Alexandre T.', points: 21 },
  { position: 7, name: 'Nadia C.', points: 19 },
  { position: 8, name: 'Félix D.', points: 17 },
  { position: 9, name: 'Catherine M.', points: 15 },
  { position: 10, name: 'Olivier S.', points: 12 },
]

export const POOL_POINTS = { exact: 3, winner: 1, draw: 2 } as const
export const POOL_MATCH_COUNT = 24
