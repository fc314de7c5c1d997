import { expect, test } from 'vitest'
import './zod-jitless.js'

test('zod is jitless once the module ran, whichever copy of zod loads after it', async () => {
  const { config, z } = await import('zod')
  expect(config().jitless).toBe(true)
  // A schema made now parses without compiling a parser.
  expect(z.object({ name: z.string() }).parse({ name: 'Maria' })).toEqual({ name: 'Maria' })
})
