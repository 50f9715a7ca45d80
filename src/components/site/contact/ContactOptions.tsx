import { CalendarClock, MessageSquare } from 'lucide-react'

import { Card } from '@/components/site/sections/CardGrid'

import { ScheduleButton } from './ScheduleButton'

/** The two ways to get in touch at the top: a message or a call. */
const optionCard = {
  size: 'lg',
  heading: 'h2',
  className: 'flex flex-col rounded-3xl border border-line bg-white p-8',
} as const

/**
 * The top of /contact: a card that leads to the form below, and one that books a consultation
 * (or, with no booking link at all, calls the studio).
 */
export function ContactOptions({
  label,
  message,
  call,
  scheduleUrl,
  external,
  newTab,
  phone,
}: {
  label: string
  message: { title: string; body?: string | null; label: string }
  call: { title: string; body?: string | null; label: string }
  scheduleUrl: string | undefined
  external: boolean
  newTab: string
  phone: { href: string; text: string } | undefined
}) {
  return (
    <section aria-label={label} className="container-page mt-14">
      <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        <Card {...optionCard} icon={MessageSquare} title={message.title}>
          {message.body && <p className="mt-2 flex-1 text-ink-soft">{message.body}</p>}
          <a href="#contact-form" className="btn btn-primary mt-6 self-start">
            {message.label}
          </a>
        </Card>
        <Card {...optionCard} icon={CalendarClock} title={call.title}>
          {call.body && <p className="mt-2 flex-1 text-ink-soft">{call.body}</p>}
          {scheduleUrl ? (
            <ScheduleButton
              href={scheduleUrl}
              label={call.label}
              external={external}
              newTab={newTab}
              className="btn btn-outline mt-6 self-start"
            />
          ) : (
            phone && (
              <a href={phone.href} className="btn btn-outline mt-6 self-start">
                {phone.text}
              </a>
            )
          )}
        </Card>
      </ul>
    </section>
  )
}
