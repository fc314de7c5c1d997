import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from './zod'

const root = join(import.meta.dirname, '../../..')
const FRONT_ENDS = [
  'shared',
  'shell',
  'mfe-manage',
  'mfe-public-event',
  'mfe-booking-widget',
  'mfe-scanner',
]

/** Every non-test TypeScript source of a front end (what a remote may run with the shell's zod). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The `z.<name>` a source calls (`z.string()`, `z.iso.datetime()`), not the types it names. */
const calledMembers = (text: string) =>
  [...text.matchAll(/\bz\.(\w+)(?=\s*\(|\.\w+\s*\()/g)].map((match) => match[1]!)

describe("the shell's zod singleton", () => {
  it('has every zod builder the front ends call', () => {
    const called = new Set(
      FRONT_ENDS.flatMap((app) =>
        sources(join(root, app, 'src')).flatMap((file) =>
          calledMembers(readFileSync(file, 'utf8')),
        ),
      ),
    )
    expect(called.size).toBeGreaterThan(10)
    expect([...called].filter((name) => !(name in z)).sort()).toEqual([])
  })
})
