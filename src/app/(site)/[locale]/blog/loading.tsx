'use client'

import { useUiStrings } from '@/components/site/UiStrings'

/**
 * Shown while the article list renders for the first time after a change (seed 000 §4: loading).
 * A client component: loading boundaries get no params, see UiStrings.
 */
export default function BlogLoading() {
  const { blogLoading } = useUiStrings()
  return (
    <section className="container-page pt-16 lg:pt-24" aria-busy="true">
      <p role="status" className="text-center text-ink-soft">{blogLoading}</p>
      <ul className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-3xl border border-line bg-white">
            <div className="aspect-video animate-pulse bg-sand motion-reduce:animate-none" />
            <div className="grid gap-3 p-6">
              <div className="h-4 w-1/3 animate-pulse rounded bg-sand motion-reduce:animate-none" />
              <div className="h-6 w-3/4 animate-pulse rounded bg-sand motion-reduce:animate-none" />
              <div className="h-4 w-full animate-pulse rounded bg-sand motion-reduce:animate-none" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
