// Which `@tessera/shared` modules the federation shares: those the shell's code imports, with the
// modules they import in turn, read from the sources (the shell) and from shared's build (dist/).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const SHARED_DIST = join(root, 'shared', 'dist')
const PREFIX = '@tessera/shared/'

/** Imported for their side effects or data, never shared: zod's setup, styles, the catalogs. */
const NEVER_SHARED = [/^zod-jitless$/, /\.css$/, /^locales\//]

/** Every non-test TypeScript source under `dir` (test helpers in a `test/` folder are tests too). */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [path] : []
  })
}

/**
 * The modules a source imports at run time, as written: static imports with a value (not
 * `import type`, not only `type` names, not bare side-effect imports of a side-effect-free package)
 * and dynamic imports.
 */
export function runtimeImports(text) {
  const found = []
  for (const [, clause, from] of text.matchAll(
    /(?:^|[;\n])\s*(?:import|export)\s+([^'";]*?)\s+from\s*['"]([^'"]+)['"]/g,
  )) {
    const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1]
    if (/^type\s/.test(clause.trim())) continue
    const typesOnly = names !== undefined && names.split(',').every((n) => /^\s*(type\s|$)/.test(n))
    if (!typesOnly) found.push(from)
  }
  for (const [, from] of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(from)
  return found
}

const distFile = (id) => join(SHARED_DIST, `${id}.js`)

/** `../x/y.js` imported by shared's `dir/z` as the module id `x/y`, or null when not a module of dist. */
function relativeId(importerId, source) {
  if (!source.startsWith('.')) return null
  const url = new URL(source, `file:///${importerId}`)
  return url.pathname.slice(1).replace(/\.js$/, '')
}

/**
 * The `@tessera/shared` modules to share (ids without the prefix, sorted): every one the shell's
 * sources import and, through shared's own relative imports, every one those import, kept only
 * when each library it reaches is a federation singleton (`singletons`): a shared module whose
 * library is not shared would bring the shell's copy of that library beside a remote's own.
 */
export function sharedPackageModules(singletons, appSrc = join(root, 'shell', 'src')) {
  if (!existsSync(SHARED_DIST)) throw new Error('build @tessera/shared first (npm run build)')
  const seeds = new Set(
    sources(appSrc)
      .flatMap((file) => runtimeImports(readFileSync(file, 'utf8')))
      .filter((source) => source.startsWith(PREFIX))
      .map((source) => source.slice(PREFIX.length)),
  )
  const isSingleton = (library) =>
    Object.hasOwn(singletons, library) ||
    (!library.startsWith(PREFIX) &&
      Object.hasOwn(
        singletons,
        library
          .split('/')
          .slice(0, library.startsWith('@') ? 2 : 1)
          .join('/'),
      ))
  const imports = new Map() // id → { shared: ids it imports, libraries: bare imports }
  const pending = [...seeds]
  while (pending.length) {
    const id = pending.pop()
    if (imports.has(id) || NEVER_SHARED.some((pattern) => pattern.test(id))) continue
    if (!existsSync(distFile(id))) throw new Error(`no ${distFile(id)} for ${PREFIX}${id}`)
    const found = runtimeImports(readFileSync(distFile(id), 'utf8'))
    const shared = found
      .map(
        (source) =>
          relativeId(id, source) ??
          (source.startsWith(PREFIX) ? source.slice(PREFIX.length) : null),
      )
      .filter((target) => target !== null && !NEVER_SHARED.some((pattern) => pattern.test(target)))
    const libraries = found.filter(
      (source) => !source.startsWith('.') && !source.startsWith(PREFIX),
    )
    imports.set(id, { shared, libraries })
    pending.push(...shared)
  }
  // A module is shareable when it is a singleton already, or when its libraries are singletons and
  // each shared module it imports is shareable.
  const shareable = new Map()
  const check = (id, seen = new Set()) => {
    if (shareable.has(id)) return shareable.get(id)
    if (seen.has(id)) return true // a cycle decides nothing by itself
    seen.add(id)
    const { shared, libraries } = imports.get(id)
    const ok =
      isSingleton(`${PREFIX}${id}`) ||
      (libraries.every(isSingleton) && shared.every((target) => check(target, seen)))
    shareable.set(id, ok)
    return ok
  }
  return [...imports.keys()].filter((id) => check(id)).sort()
}
