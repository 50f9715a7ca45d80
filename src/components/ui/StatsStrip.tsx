const columns = { 1: 'sm:grid-cols-1', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4' } as const

export type Stat = { value: string; label: string }

/** Figures such as "500+ clients": value large, label below, as a description list. */
export function StatsStrip({ stats, tone = 'light' }: { stats: Stat[]; tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark'
  return (
    <dl
      className={`grid grid-cols-2 gap-6 ${columns[Math.max(1, Math.min(stats.length, 4)) as 1 | 2 | 3 | 4]} ${dark ? 'text-cream' : 'text-ink'}`}
    >
      {stats.map((s) => (
        <div key={s.label} className="flex flex-col-reverse items-center text-center">
          <dt className={`mt-1 text-sm ${dark ? 'text-cream/90' : 'text-ink-soft'}`}>{s.label}</dt>
          <dd className={`font-serif text-4xl ${dark ? 'text-gold-light' : 'text-gold-deep'}`}>{s.value}</dd>
        </div>
      ))}
    </dl>
  )
}
