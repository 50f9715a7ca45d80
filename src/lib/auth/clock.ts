/**
 * The time the session and TOTP rules read. Tests move it forward (`authClock.now = () => …`) to
 * check the 24-hour expiry and code steps without waiting; production never touches it.
 */
export const authClock = {
  now: (): number => Date.now(),
}
