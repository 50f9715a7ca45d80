import { Globe2, Plane, Sparkles } from 'lucide-react'

import { Card } from '@/components/site/sections/CardGrid'
import { Section } from '@/components/site/sections/Section'
import type { ContactPage } from '@root/payload-types'

const destinationIcons = [Globe2, Plane, Sparkles]

/** Where the studio travels: one card per destination the editor listed, each with its own icon. */
export function ContactDestinations({
  copy,
  destinations,
  title,
}: {
  copy: ContactPage['destinationsIntro']
  destinations: NonNullable<ContactPage['destinations']>
  title: string
}) {
  return (
    <Section id="contact-destinations" className="container-page mt-24" copy={copy} title={title}>
      <ul className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-3">
        {destinations.map((d, i) => (
          <Card
            key={d.id ?? d.title}
            size="md"
            className="rounded-3xl border border-line bg-white p-7"
            icon={destinationIcons[i % destinationIcons.length]}
            title={d.title}
          >
            {d.body && <p className="mt-2 text-ink-soft">{d.body}</p>}
          </Card>
        ))}
      </ul>
    </Section>
  )
}
