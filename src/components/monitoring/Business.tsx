'use client'

import { useAdminMessages } from '@/components/studio/AdminI18n'
import { StatCard } from '@/components/studio/kit/cards'
import { DataTable } from '@/components/studio/kit/DataTable'
import { EmptyNote } from '@/components/studio/kit/EmptyNote'
import { fill } from '@/i18n/fill'
import { INQUIRY_STAGES } from '@/lib/inquiries/stages'
// Type-only: the report shape comes from the server module that produces it; no server code follows.
import type { MetricsReport } from '@/lib/monitoring/metrics'

import { Retention } from './Retention'
import { Section, TableSection } from './Section'
import { useView } from './useView'

/** The third tab: what the site brought in (inquiries, bookings, readers, subscribers) and what retention removed. */
export function Business({ metrics }: { metrics?: MetricsReport }) {
  const { t, f } = useView()
  const b = t.business
  const stages = useAdminMessages().pipeline.stages
  if (!metrics) return <EmptyNote>…</EmptyNote>
  const figures = metrics.business
  if (!figures) return <EmptyNote>{b.unavailable}</EmptyNote>
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={b.contactSubmissions}
          value={f.n(figures.contact_submissions)}
          detail={fill(b.last7, { count: f.n(figures.last_7_days.contact_submissions) })}
          testId="stat-contacts"
        />
        <StatCard
          label={b.classBookings}
          value={f.n(figures.class_bookings)}
          detail={fill(b.last7, { count: f.n(figures.last_7_days.class_bookings) })}
        />
        <StatCard label={b.blogViews} value={f.n(figures.blog_views)} testId="stat-blog-views" />
        <StatCard
          label={b.subscribers}
          value={f.n(figures.newsletter_subscribers)}
          detail={fill(b.last7, { count: f.n(figures.last_7_days.newsletter_subscribers) })}
        />
      </dl>
      <Section title={fill(b.funnel, { month: figures.inquiry_funnel.month })}>
        <dl className="mb-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard
            label={b.medianReply}
            value={
              figures.inquiry_funnel.median_hours_to_first_reply === null
                ? b.noReplyYet
                : fill(b.medianValue, { hours: f.n(figures.inquiry_funnel.median_hours_to_first_reply) })
            }
            testId="stat-median-reply"
          />
        </dl>
        <DataTable
          caption={fill(b.funnel, { month: figures.inquiry_funnel.month })}
          head={[b.stage, b.inquiries]}
          rows={INQUIRY_STAGES.map((stage) => [
            // Words, not code: the table's first column is set for routes otherwise.
            <span key={stage} className="font-sans text-sm">
              {stages[stage]}
            </span>,
            f.n(figures.inquiry_funnel.stages[stage]),
          ])}
        />
      </Section>
      <TableSection
        title={b.topPosts}
        empty={b.noPosts}
        head={[b.post, b.views]}
        rows={figures.top_posts.map((post) => [post.title || post.slug, f.n(post.views)])}
      />
      <Retention run={metrics.retention} />
    </>
  )
}
