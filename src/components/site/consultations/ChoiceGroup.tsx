import type { ReactNode } from 'react'

/** A legend over a row of choices: the days, then the times of the chosen day. */
export function ChoiceGroup({
  legend,
  className,
  children,
}: {
  legend: string
  className: string
  children: ReactNode
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      <div className={className}>{children}</div>
    </fieldset>
  )
}

/** One native radio drawn as a button: dark when checked, outlined when it has the keyboard focus. */
export function Choice({
  name,
  value,
  checked,
  onPick,
  children,
}: {
  name: string
  value: string
  checked: boolean
  onPick: () => void
  children: ReactNode
}) {
  return (
    <label className="cursor-pointer rounded-xl border border-line px-3 py-2 has-[:checked]:border-night has-[:checked]:bg-night has-[:checked]:text-cream has-[:focus-visible]:outline has-[:focus-visible]:outline-2">
      <input type="radio" name={name} value={value} className="sr-only" checked={checked} onChange={onPick} />
      {children}
    </label>
  )
}
