import { Check } from 'lucide-react'

type Item = { id?: string | null; text: string }

type Props = {
  /** A CMS text list (fields/localized.ts `textList`); nothing is rendered when it is empty. */
  items: Item[] | null | undefined
  className: string
  itemClassName: string
  iconClassName?: string
  /** The list's accessible name, when no heading says what it lists. */
  label?: string
}

/** Short points, each after a gold check mark (what a package includes, the payment terms…). */
export function CheckList({
  items,
  className,
  itemClassName,
  iconClassName = 'mt-0.5 size-4 shrink-0 text-gold-deep',
  label,
}: Props) {
  if (!items?.length) return null
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item.id ?? item.text} className={itemClassName}>
          <Check aria-hidden="true" className={iconClassName} />
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  )
}
