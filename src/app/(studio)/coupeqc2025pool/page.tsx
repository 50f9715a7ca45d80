import { CalendarDays, Clock, MapPin, Trophy, Users } from 'lucide-react'

import { fill } from '@/i18n/fill'
import messages from '@/i18n/messages/fr/pool.json'
import privacy from '@/i18n/messages/fr/privacy-policy.json'
import validation from '@/i18n/messages/fr/validation.json'
import { POOL_TEAMS } from '@/lib/schemas/poolRegistration'

import { POOL_GAMES, POOL_MATCH_COUNT, POOL_POINTS, POOL_STANDINGS } from './data'
import { RegistrationSlot } from './RegistrationSlot'

const t = messages.pool

// Dates in Canadian French (the pool's page is French only), read in the venue's time zone.
const dateFormat = new Intl.DateTimeFormat('fr-CA', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const timeFormat = new Intl.DateTimeFormat('fr-CA', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
const at = (date: string, time = '00:00') => new Date(`${date}T${time}:00Z`)

export const dynamic = 'force-static'

/** The private prediction pool of the 2025 Quebec Cup. */
export default function PoolPage() {
  const games = POOL_GAMES.map((g) => ({
    ...g,
    label: `${g.homeTeam} ${t.matches.vs} ${g.awayTeam} (${dateFormat.format(at(g.date))})`,
  }))
  const stats = [
    { icon: Users, label: t.stats.participants, value: String(POOL_STANDINGS.length) },
    { icon: CalendarDays, label: t.stats.matches, value: String(POOL_MATCH_COUNT) },
    { icon: Trophy, label: t.stats.exactPoints, value: String(POOL_POINTS.exact) },
    { icon: Clock, label: t.stats.deadline, value: t.stats.deadlineValue },
  ]

  return (
    <>
      <header className="bg-night text-cream">
        <div className="container-page py-16 text-center sm:py-20">
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-gold-light">{t.eyebrow}</p>
          <h1 className="mx-auto mt-3 max-w-3xl text-4xl leading-tight text-balance sm:text-5xl">{t.title}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-cream/90">{t.intro}</p>
          <div className="mt-8">
            <RegistrationSlot
              teams={[...POOL_TEAMS]}
              games={games.map((g) => ({ id: g.id, label: g.label }))}
              labels={{
                ...t.dialog,
                register: t.register,
                toast: t.toast,
                validation: {
                  poolFieldsRequired: validation.validation.poolFieldsRequired,
                  poolEmailInvalid: validation.validation.poolEmailInvalid,
                  poolFieldTooLong: validation.validation.poolFieldTooLong,
                },
                privacy: {
                  text: privacy.privacyNotice.pool,
                  link: privacy.privacyNotice.link,
                  newTab: privacy.privacyNotice.newTab,
                },
              }}
            />
          </div>
        </div>
      </header>

      <section aria-label={t.stats.label} className="container-page -mt-8">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {stats.map(({ icon: Icon, label, value }) => (
            <li key={label} className="rounded-2xl border border-line bg-white p-6 text-center shadow-sm">
              <Icon aria-hidden="true" className="mx-auto size-6 text-gold-deep" />
              <p className="mt-2 font-serif text-3xl text-ink">{value}</p>
              <p className="mt-1 text-sm text-ink-soft">{label}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="container-page mt-16 grid gap-12 pb-20 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="pool-matches">
          <h2 id="pool-matches" className="text-3xl">
            {t.matches.title}
          </h2>
          <ul className="mt-6 grid gap-4">
            {POOL_GAMES.map((g) => (
              <li key={g.id} className="rounded-2xl border border-line bg-white p-5 sm:p-6">
                <p className="flex flex-wrap items-baseline gap-x-3 font-serif text-xl text-ink">
                  <span>{g.homeTeam}</span>
                  <span className="font-sans text-sm uppercase tracking-widest text-ink-soft">{t.matches.vs}</span>
                  <span>{g.awayTeam}</span>
                </p>
                <p className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-soft">
                  <span className="inline-flex items-center gap-1.5">
                    <CalendarDays aria-hidden="true" className="size-4 text-gold-deep" />
                    <time dateTime={`${g.date}T${g.time}`}>
                      {dateFormat.format(at(g.date))} {t.matches.at} {timeFormat.format(at(g.date, g.time))}
                    </time>
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <MapPin aria-hidden="true" className="size-4 text-gold-deep" />
                    <span className="sr-only">{t.matches.venue} : </span>
                    {g.venue}
                  </span>
                </p>
              </li>
            ))}
          </ul>

          <section aria-labelledby="pool-rules" className="mt-14 rounded-3xl bg-sand p-7 sm:p-8">
            <h2 id="pool-rules" className="text-3xl">
              {t.rules.title}
            </h2>
            <ul className="mt-5 grid gap-3 text-ink">
              <li>{fill(t.rules.exact, { points: POOL_POINTS.exact })}</li>
              <li>{fill(t.rules.winner, { points: POOL_POINTS.winner })}</li>
              <li>{fill(t.rules.draw, { points: POOL_POINTS.draw })}</li>
              <li>{t.rules.deadline}</li>
              <li>{t.rules.emails}</li>
              <li>{t.rules.oneEntry}</li>
            </ul>
          </section>
        </section>

        <section aria-labelledby="pool-standings">
          <h2 id="pool-standings" className="text-3xl">
            {t.standings.title}
          </h2>
          <div className="mt-6 overflow-hidden rounded-2xl border border-line bg-white">
            <table className="w-full text-left">
              <caption className="sr-only">{t.standings.caption}</caption>
              <thead className="bg-night text-cream">
                <tr>
                  <th scope="col" className="px-4 py-3 text-sm font-semibold">
                    {t.standings.position}
                  </th>
                  <th scope="col" className="px-4 py-3 text-sm font-semibold">
                    {t.standings.name}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right text-sm font-semibold">
                    {t.standings.points}
                  </th>
                </tr>
              </thead>
              <tbody>
                {POOL_STANDINGS.map((row) => (
                  <tr key={row.position} className="border-t border-line">
                    <td className="px-4 py-3 font-semibold text-gold-deep">{row.position}</td>
                    <td className="px-4 py-3">{row.name}</td>
                    <td className="px-4 py-3 text-right font-semibold tabular-nums">{row.points}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </>
  )
}
