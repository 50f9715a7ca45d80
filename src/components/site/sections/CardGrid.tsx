import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/**
 * The two card sizes of the site: the icon, the title and the space under the icon grow together.
 * Without an icon, the title starts the card and the text sits closer to it.
 */
const sizes = {
  md: { icon: 'size-7', title: 'text-xl', afterIcon: 'mt-3', body: 'mt-2' },
  lg: { icon: 'size-8', title: 'text-2xl', afterIcon: 'mt-4', body: 'mt-3' },
} as const

type CardProps = {
  title: ReactNode
  /** A short text from the CMS, as one paragraph under the title. */
  body?: string | null
  icon?: LucideIcon
  size: keyof typeof sizes
  /** The card's surface and padding (`rounded-3xl border border-line bg-white p-7`…). */
  className: string
  heading?: 'h2' | 'h3'
  /** The icon centred above a centred text. */
  centered?: boolean
  /** After the text: links, lists. */
  children?: ReactNode
}

/** A card of a grid: an optional gold icon, a title, a text, then anything the page adds. */
export function Card({
  title,
  body,
  icon: Icon,
  size,
  className,
  heading: Heading = 'h3',
  centered,
  children,
}: CardProps) {
  const look = sizes[size]
  return (
    <li className={className}>
      {Icon && <Icon aria-hidden="true" className={`${centered ? 'mx-auto ' : ''}${look.icon} text-gold-deep`} />}
      <Heading className={Icon ? `${look.afterIcon} ${look.title}` : look.title}>{title}</Heading>
      {body && <p className={`${Icon ? look.body : 'mt-2'} leading-relaxed text-ink-soft`}>{body}</p>}
      {children}
    </li>
  )
}

/** The CMS `cards` list (fields/localized.ts): title and text, sometimes an icon key and more. */
type CardItem = { id?: string | null; title: string; body?: string | null }

type GridProps<T extends CardItem> = Omit<CardProps, 'title' | 'body' | 'icon' | 'children' | 'className'> & {
  items: T[] | null | undefined
  /** The list's grid (`mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3`…). */
  className: string
  cardClassName: string
  icon?: (item: T) => LucideIcon
  /** What a card shows after its text. */
  more?: (item: T) => ReactNode
}

/** A list of CMS cards as a grid of Cards. */
export function CardGrid<T extends CardItem>({ items, className, cardClassName, icon, more, ...card }: GridProps<T>) {
  return (
    <ul className={className}>
      {(items ?? []).map((item) => (
        <Card
          key={item.id ?? item.title}
          {...card}
          className={cardClassName}
          title={item.title}
          body={item.body}
          icon={icon?.(item)}
        >
          {more?.(item)}
        </Card>
      ))}
    </ul>
  )
}
