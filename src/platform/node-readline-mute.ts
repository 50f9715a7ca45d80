import type { Interface } from 'node:readline'

/**
 * Reliance: Node's readline writes everything it echoes in terminal mode (the typed characters,
 * the prompt, cursor moves) through the interface's private `_writeToOutput(text)` method.
 *
 * Why: `npm run admin:password` reads the new dashboard password from a terminal without showing
 * it (scripts/admin-password.ts); readline has no public option to stop echoing. Should Node
 * write through another path, the password would appear on screen as it is typed.
 *
 * Checked on: Node 24.21 (engines: >= 24.11.1); Node 20.20 before.
 * Guard: tests/unit/platform/node-readline-mute.test.ts (a terminal-mode interface over streams
 * echoes typed characters, and none once muted; cursor moves still go out directly).
 */
export function muteEcho(rl: Interface): void {
  ;(rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {}
}
