/**
 * A button to book a consultation: the site's own booking page, in the same language, or the
 * owner's external scheduling link, which opens in a new tab and says so to screen readers.
 */
export function ScheduleButton({
  href,
  label,
  external,
  newTab,
  className,
}: {
  href: string
  label: string
  /** The owner chose an outside scheduling service over the site's booking page. */
  external: boolean
  /** "(opens in a new tab)", for screen readers. */
  newTab: string
  className: string
}) {
  if (!external) {
    return (
      <a href={href} className={className}>
        {label}
      </a>
    )
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {label}
      <span className="sr-only"> {newTab}</span>
    </a>
  )
}
