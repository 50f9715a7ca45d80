'use client'

import { type ReactNode, useMemo, useRef, useState } from 'react'

import type { FormMessages } from '@/components/forms/FormIntl'
import { Tabs } from '@/components/ui/Tabs'
import type { Locale } from '@/i18n/routing'

import { BookingFormSlot } from './BookingFormSlot'
import { ClassCard } from './ClassCard'
import type { ClassCardData, ClassesLabels } from './types'
import { useClassSessions } from './useClassSessions'

type TabId = 'classes' | 'success' | 'booking'

/** Sessions listed on a class card; the booking form lists them all. */
const CARD_SESSIONS = 4

type Props = {
  classes: ClassCardData[]
  labels: ClassesLabels
  /** Server-rendered copy placed in the panels around the interactive parts. */
  pathIntro: ReactNode
  afterClasses: ReactNode
  success: ReactNode
  bookingIntro: ReactNode
  journey: ReactNode
  locale: Locale
  /** Messages of the booking form, which brings its own i18n provider when it loads. */
  formMessages: FormMessages
}

/**
 * The three tabs of the classes page. Our Classes is first; choosing a class selects
 * it for booking and opens Book a Class; the Student Success and journey buttons open it too.
 */
export function ClassesExperience(props: Props) {
  const { classes, labels } = props
  const [tab, setTab] = useState<TabId>('classes')
  const [selected, setSelected] = useState<string | null>(null)
  const [bookingOpened, setBookingOpened] = useState(false)
  const [selectedSession, setSelectedSession] = useState<number | null>(null)
  const { sessions, refresh } = useClassSessions(props.locale)
  // The first sessions of each class (the list comes sorted by start), grouped once per list.
  const sessionsOf = useMemo(() => {
    const byClass = new Map<string, typeof sessions>()
    for (const s of sessions) {
      const list = byClass.get(s.classId)
      if (!list) byClass.set(s.classId, [s])
      else if (list.length < CARD_SESSIONS) list.push(s)
    }
    return byClass
  }, [sessions])
  const selectTab = (id: TabId) => {
    setTab(id)
    if (id === 'booking') setBookingOpened(true)
  }
  const tabsRef = useRef<HTMLDivElement>(null)

  const openBooking = () => {
    selectTab('booking')
    // Bring the form into view and give keyboard users their place: the now-selected tab.
    requestAnimationFrame(() => {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      tabsRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
      tabsRef.current
        ?.querySelector<HTMLButtonElement>('[role="tab"][aria-selected="true"]')
        ?.focus({ preventScroll: true })
    })
  }

  const choose = (classId: string, sessionId: number | null = null) => {
    setSelected(classId)
    setSelectedSession(sessionId)
    openBooking()
  }

  const bookButton = (label: string) => (
    <button type="button" onClick={openBooking} className="btn btn-primary">
      {label}
    </button>
  )

  return (
    <>
      <div ref={tabsRef} className="container-page scroll-mt-24 pt-12">
        <Tabs
          label={labels.tabs.label}
          value={tab}
          onValueChange={(id) => selectTab(id as TabId)}
          className="text-center [&>[role=tabpanel]]:text-left"
          items={[
            {
              id: 'classes',
              label: labels.tabs.classes,
              panel: (
                <>
                  {props.pathIntro}
                  <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                    {classes.map((c) => (
                      <li key={c.classId}>
                        <ClassCard
                          card={c}
                          labels={labels}
                          selected={selected === c.classId}
                          sessions={sessionsOf.get(c.classId)}
                          onChoose={(sessionId) => choose(c.classId, sessionId)}
                        />
                      </li>
                    ))}
                  </ul>
                  {props.afterClasses}
                </>
              ),
            },
            {
              id: 'success',
              label: labels.tabs.success,
              panel: (
                <>
                  {props.success}
                  <div className="mt-10 text-center">{bookButton(labels.bookFromSuccess)}</div>
                </>
              ),
            },
            {
              id: 'booking',
              label: labels.tabs.booking,
              panel: (
                <div className="mx-auto max-w-3xl">
                  {props.bookingIntro}
                  <div className="mt-8">
                    <BookingFormSlot
                      active={bookingOpened}
                      locale={props.locale}
                      messages={props.formMessages}
                      classes={classes.map(({ classId, title, price, formats }) => ({
                        classId,
                        title,
                        price,
                        formats,
                      }))}
                      selectedClassId={selected}
                      onSelectedClassChange={setSelected}
                      sessions={sessions}
                      selectedSessionId={selectedSession}
                      onSelectedSessionChange={setSelectedSession}
                      onBooked={refresh}
                    />
                  </div>
                </div>
              ),
            },
          ]}
        />
      </div>

      <section className="container-page mt-24">
        <div className="rounded-3xl bg-night px-6 py-14 text-center text-cream sm:px-12">
          {props.journey}
          <div className="mt-8">
            <button type="button" onClick={openBooking} className="btn btn-light">
              {labels.enroll}
            </button>
          </div>
        </div>
      </section>
    </>
  )
}
