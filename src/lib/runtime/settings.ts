/**
 * A positive number read from a setting's text (an environment variable), else its default: unset,
 * empty, zero, negative or not a number all mean "the default", so a typo cannot switch a wait or a
 * limit off. Callers read the variable from `process.env` themselves and pass its text, which keeps
 * each name visible to the check that every setting is documented
 * (tests/unit/gates/env-documented.test.ts).
 */
export function positiveSetting(text: string | undefined, fallback: number): number {
  const value = Number(text)
  return Number.isFinite(value) && value > 0 ? value : fallback
}
