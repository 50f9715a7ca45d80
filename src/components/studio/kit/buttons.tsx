import { ChevronDown, ChevronUp } from 'lucide-react'
import type { ReactNode } from 'react'

const pill =
  'inline-flex items-center justify-center rounded-full text-sm font-semibold transition-colors ' +
  'disabled:cursor-wait disabled:opacity-60'

/** The dashboards' everyday button (and link): outlined, on white. */
export const smallButton = `${pill} min-h-10 gap-1.5 border border-line bg-white px-4 text-ink hover:bg-sand`

/** The one button of a form that sends something for good (a reply to a client): filled. */
export const darkButton = `${pill} min-h-11 gap-2 bg-ink px-5 text-white hover:bg-ink/85`

/** A filled button among small ones (a header's sign-out). */
export const smallDarkButton = `${pill} min-h-10 gap-1.5 bg-ink px-4 text-white hover:bg-ink/85`

/** A button (or link) on the dark bar at the top of /admin: outlined in cream. */
export const headerButton = 'btn btn-outline-light min-h-10 px-4 disabled:cursor-wait disabled:opacity-60'

/** The chosen chip of a filter: the same shape as the others, filled. */
const chipOn =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-full border border-ink bg-ink px-4 text-sm font-semibold text-white'

/**
 * A row of toggle chips choosing one value of a list filter (the inquiries' stage, upcoming or past
 * consultations): buttons with aria-pressed, the chosen one filled.
 */
export function ChipGroup<V extends string>({
  label,
  values,
  value,
  onChange,
  labelOf,
  className,
  testId,
}: {
  label: string
  values: readonly V[]
  value: V
  onChange: (value: V) => void
  labelOf: (value: V) => ReactNode
  className: string
  testId?: string
}) {
  return (
    <div role="group" aria-label={label} className={className} data-testid={testId}>
      {values.map((choice) => (
        <button
          key={choice || 'all'}
          type="button"
          aria-pressed={value === choice}
          onClick={() => onChange(choice)}
          className={value === choice ? chipOn : smallButton}
        >
          {labelOf(choice)}
        </button>
      ))}
    </div>
  )
}

/** The button that opens and closes a card's detail region (`controls` is the region's id). */
export function ExpandButton({
  open,
  controls,
  label,
  onToggle,
  children,
}: {
  open: boolean
  controls: string
  /** An accessible name other than the text, when the text alone says too little. */
  label?: string
  onToggle: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className={smallButton}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={label}
      onClick={onToggle}
    >
      {open ? (
        <ChevronUp aria-hidden="true" className="size-4" />
      ) : (
        <ChevronDown aria-hidden="true" className="size-4" />
      )}
      {children}
    </button>
  )
}

/** A select's options, one per value, each shown by its label. */
export function Options<V extends string>({
  values,
  labelOf,
}: {
  values: readonly V[]
  labelOf: (value: V) => string
}) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {labelOf(value)}
        </option>
      ))}
    </>
  )
}
