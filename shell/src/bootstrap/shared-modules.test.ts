import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as reactQuery from './react-query'
import * as z from './zod-builders'

const root = join(import.meta.dirname, '../../..')
/** The workspaces whose code runs in the browser (all but the API, the tests and the benchmarks). */
const FRONT_ENDS = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces.filter((workspace) => !['api', 'tests', 'bench'].includes(workspace))

/** Every non-test TypeScript source of a front end (what a remote may run with the shell's modules). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** What the front ends' sources use, as `read` finds it in each. */
const usedBy = (read: (text: string) => string[]) =>
  new Set(
    FRONT_ENDS.flatMap((app) =>
      sources(join(root, app, 'src')).flatMap((file) => read(readFileSync(file, 'utf8'))),
    ),
  )

/**
 * The `z.<name>` a source calls (`z.string()`, `z.custom<T>()`, `z.iso.datetime()`), not the types
 * it names (`z.infer<…>`, `z.ZodType<…>`: capitalised or followed by no call).
 */
const zodCalls = (text: string) =>
  [...text.matchAll(/\bz\.([a-z]\w*)(?=\s*(?:<[^()]*>)?\s*\(|\.\w+\s*\()/g)].map(
    (match) => match[1]!,
  )

/** How a source imports zod, when not as `z` (a builder imported by name escapes the check above). */
const zodImportsOtherThanZ = (text: string) =>
  [...text.matchAll(/import\s+([^'"]*?)\s+from\s*'zod'/g)]
    .map((match) => match[1]!.trim())
    .filter((clause) => !/^(?:type\s+)?(?:\{\s*(?:type\s+)?z\s*\}|\*\s+as\s+z)$/.test(clause))

/** The values a source imports from `@tanstack/react-query` (not its types). */
const queryImports = (text: string) =>
  [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@tanstack\/react-query'/g)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type ')),
  )

describe("the shell's trimmed singletons", () => {
  it('zod has every builder the front ends call', () => {
    const called = usedBy(zodCalls)
    expect(called.size).toBeGreaterThan(10)
    expect([...called].filter((name) => !(name in z)).sort()).toEqual([])
  })

  it('zod is imported as `z` everywhere, so every builder a front end calls is seen', () => {
    expect([...usedBy(zodImportsOtherThanZ)]).toEqual([])
  })

  it('@tanstack/react-query has every export the front ends import', () => {
    const imported = usedBy(queryImports)
    expect(imported.size).toBeGreaterThan(5)
    expect([...imported].filter((name) => !(name in reactQuery)).sort()).toEqual([])
  })
})
