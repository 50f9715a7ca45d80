/** Node's readline still echoes through _writeToOutput (src/platform/node-readline-mute.ts). */
import readline from 'node:readline'
import { PassThrough } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { muteEcho } from '@/platform/node-readline-mute'

async function typedEcho(mute: boolean): Promise<{ echoed: string; answer: string }> {
  const input = new PassThrough()
  const output = new PassThrough()
  let echoed = ''
  output.on('data', (chunk: Buffer) => (echoed += chunk.toString()))
  const rl = readline.createInterface({ input, output, terminal: true })
  if (mute) muteEcho(rl)
  const answer = new Promise<string>((resolve) => rl.question('', resolve))
  input.write('s3cret-passw0rd\r')
  const typed = await answer
  rl.close()
  return { echoed, answer: typed }
}

describe("readline's echo", () => {
  it('a terminal-mode interface echoes what is typed', async () => {
    const { echoed, answer } = await typedEcho(false)
    expect(answer).toBe('s3cret-passw0rd')
    expect(echoed).toContain('s3cret-passw0rd')
  })

  it('muted, it echoes nothing and still reads the answer', async () => {
    const { echoed, answer } = await typedEcho(true)
    expect(answer).toBe('s3cret-passw0rd')
    expect(echoed).not.toContain('s3cret')
  })
})
