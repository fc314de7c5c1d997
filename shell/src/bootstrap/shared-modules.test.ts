import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { federationShares, sharedSingletons } from '../../../tooling/vite-app.mjs'
import { runtimeImports, sharedPackageModules } from '../../../tooling/shared-package.mjs'
import * as reactQuery from './react-query'
import { sharedModules } from './shared-modules'
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

describe("the shell's shared @tessera/shared modules", () => {
  const shares = Object.keys(federationShares())
  const packageModules = sharedPackageModules(sharedSingletons)

  it('the shell provides every federation share, and nothing else', () => {
    expect(Object.keys(sharedModules).sort()).toEqual([...shares].sort())
  })

  it('includes each module a remote loaded a second copy of before they were shared', () => {
    // bench/README.md, weight on 2026-11-28: the modules /manage/dashboard loaded from two builds
    // (less `ui/app-root`, which the shell no longer runs: its `ui/locale-root` is shared instead).
    const loadedTwice = [
      'api/api-error',
      'api/client',
      'api/management',
      'api/me',
      'domain/access/plans',
      'domain/access/roles',
      'domain/accounts/fields',
      'i18n/activate',
      'jsonapi/document',
      'jsonapi/parse',
      'routing/navigation',
      'routing/routes',
      'schemas/common',
      'schemas/role',
      'schemas/user',
      'ui/alert',
      'ui/button',
      'ui/error-page',
      'ui/link',
      'ui/locale-root',
      'ui/not-found-page',
      'ui/spinner',
    ]
    expect(loadedTwice.filter((id) => !packageModules.includes(id))).toEqual([])
  })

  it('the shell gives each one as the very module its own code runs', async () => {
    const { $session } = await import('@tessera/shared/stores/session')
    const { Button } = await import('@tessera/shared/ui/button')
    const session = (await sharedModules['@tessera/shared/stores/session']!()) as {
      $session: unknown
    }
    const button = (await sharedModules['@tessera/shared/ui/button']!()) as { Button: unknown }
    expect(session.$session).toBe($session)
    expect(button.Button).toBe(Button)
  })

  it('leaves out a module whose library is not a singleton, and the catalogs', () => {
    // forms/schema-resolver uses @hookform/resolvers, which each build bundles for itself.
    expect(packageModules).not.toContain('forms/schema-resolver')
    expect(
      packageModules.filter((id) => id.startsWith('locales/') || id === 'zod-jitless'),
    ).toEqual([])
  })

  it('reads what a source imports at run time, not its types', () => {
    const source = [
      "import type { A } from './a.js'",
      "import { type B, type C } from './b.js'",
      "import { d, type E } from './d.js'",
      "export { f } from './f.js'",
      "const g = () => import('./g.js')",
    ].join('\n')
    expect(runtimeImports(source)).toEqual(['./d.js', './f.js', './g.js'])
  })
})
