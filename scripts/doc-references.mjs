#!/usr/bin/env node
// Checks that what the docs name in `code spans` exists in the tree: file paths (as a path or the
// end of one), `#alias/…` and `@tessera/shared/…` imports, environment variables, API routes and
// page routes, and identifiers (camelCase, PascalCase, snake_case words: functions, tables,
// columns, error codes). A section whose heading says Planned, or a list item that says **Planned**,
// may name what is not built yet and is not checked; nor is a list item that opens with another
// project's repository (`owner/repo`: docs/STYLE.md's model files). And a doc section any file
// cites by name (`docs/ARCHITECTURE.md "Orders"`) must be in that doc. Fast: one pass over the tree.
// Usage: node scripts/doc-references.mjs [files…]   (default: README.md, docs/*.md, bench/README.md)
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const root = new URL('..', import.meta.url).pathname
const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && !file.includes('node_modules/'))

const docs = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['README.md', 'bench/README.md', ...tracked.filter((f) => /^docs\/[^/]+\.md$/.test(f))]

// What the names are checked against: every source, configuration and catalog file but the docs.
const sourceFiles = tracked.filter(
  (f) => !f.endsWith('.md') && !f.endsWith('package-lock.json') && !f.startsWith('bench/results/'),
)
const dirs = new Set()
for (const file of tracked) {
  const parts = file.split('/')
  for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join('/'))
}
const words = new Set()
for (const file of sourceFiles) {
  if (!/\.(ts|tsx|mjs|js|cjs|json|css|conf|po|html|sh|yml|yaml|sql)$|^\.ci\//.test(file)) continue
  let text
  try {
    text = readFileSync(root + file, 'utf8')
  } catch {
    continue
  }
  for (const word of text.match(/[$A-Za-z_][\w$-]*/g) ?? []) {
    words.add(word)
    if (word.includes('-')) for (const part of word.split('-')) words.add(part)
  }
}
const lock = JSON.parse(readFileSync(root + 'package-lock.json', 'utf8')).packages

// Outputs of builds and runs, things outside the repository and names of other projects' code.
const notOurs = [
  /^(api\/)?(build|tmp|storage)(\/|$)/,
  /(^|\/)(dist[\w*-]*|node_modules|\.tessera|results|\.env)(\/|$)/,
  /^\.\.?\//, // a relative import quoted from code
  /^(etc|usr|proc|srv|tmp|dev)\//,
  /^uploads\//, // a stored file's key
  /^(application|multipart|image|text)\/[\w.+-]+$/, // media types
  /^[\d.]+\/\d+$/, // CIDR
  /:|…|APP_URL|=/, // URLs, placeholders, assignments
  /(^|\/)remoteEntry\.js$/, // written by every federation build
]
// Names the docs quote that are not this repository's (DOC_REFERENCES_ALLOW adds more, comma-separated).
const externalWords = new Set([
  'types.ts', // "a 1,000-line types.ts" (docs/STYLE.md)
  'useX', // docs/STYLE.md's naming rule
  'GET /messages', // the e2e SMTP sink's own HTTP route
  'CreateOrderHandler', // Hi.Events (docs/BUDGETS.md)
  'EvaluateScript', // a Chrome trace event
  'endStr', // FullCalendar's visible range
  'injectStyles', // FullCalendar 6
  'epoll_pwait', // Linux, as strace shows it
  'max_connections', // PostgreSQL
  'TimeoutStopSec', // systemd
  ...(process.env.DOC_REFERENCES_ALLOW ?? '').split(',').filter(Boolean),
])

const routes = collectRoutes()
const problems = []

for (const doc of docs) {
  const kept = keptLines(readFileSync(root + doc, 'utf8').split('\n')).join('\n')
  // a code span may run over a line break (not over a blank line)
  for (const match of kept.matchAll(/`([^`]+)`/g)) {
    if (match[1].includes('\n\n')) continue
    const problem = check(match[1].replace(/\s+/g, ' ').trim())
    const line = kept.slice(0, match.index).split('\n').length
    if (problem) problems.push(`${doc}:${line}: ${problem}`)
  }
}

/**
 * The lines to check, the others blanked: fences, a section whose heading says Planned, and a list
 * item that says **Planned** or opens with another project's repository (`owner/repo`), with its
 * continuation lines.
 */
function keptLines(lines) {
  let skipLevel = 0 // inside a Planned section of this heading level
  let inFence = false
  let skipItemIndent = -1 // inside a skipped list item that began at this indent
  return lines.map((line) => {
    if (/^```/.test(line)) {
      inFence = !inFence
      return ''
    }
    if (inFence) return ''
    const heading = /^(#+) /.exec(line)
    if (heading) {
      const level = heading[1].length
      if (skipLevel && level <= skipLevel) skipLevel = 0
      if (!skipLevel && /Planned/.test(line)) skipLevel = level
    }
    if (skipLevel) return ''
    const indent = line.search(/\S/)
    if (skipItemIndent >= 0) {
      if (indent > skipItemIndent) return ''
      skipItemIndent = -1
    }
    const item = /^\s*- /.test(line)
    const external = /^\s*- `([\w.-]+)\/[\w.-]+`/.exec(line)
    if (item && (/\*\*Planned\*\*/.test(line) || (external && !dirs.has(external[1])))) {
      skipItemIndent = indent
      return ''
    }
    return line
  })
}

// A section a file cites by name (`docs/ARCHITECTURE.md "Orders"`, `DECISIONS "Mail"`) must be there.
const docText = (name) => {
  const file = name === 'README' ? 'README.md' : `docs/${name}.md`
  return readFileSync(root + file, 'utf8')
    .replace(/\s+/g, ' ')
    .toLowerCase()
}
const cited =
  /\b(ARCHITECTURE|PERFORMANCE|DECISIONS|API|DEPLOY|BUDGETS|STYLE|GREEK|README)(?:\.md)?[,:]? "([^"]{3,100})"/g
for (const file of tracked) {
  if (!/\.(ts|tsx|mjs|js|conf|md)$/.test(file) || file.startsWith('bench/results/')) continue
  let text
  try {
    text = readFileSync(root + file, 'utf8')
  } catch {
    continue
  }
  const flat = text.replace(/\s*\n\s*(\*|\/\/)?\s*/g, ' ')
  for (const [, name, section] of flat.matchAll(cited)) {
    if (!docText(name).includes(section.replace(/\s+/g, ' ').toLowerCase())) {
      problems.push(`${file}: cites ${name} "${section}", which is not there`)
    }
  }
}

// docs/DECISIONS.md's index has one line per decision, under its section, struck out when superseded.
{
  const text = readFileSync(root + 'docs/DECISIONS.md', 'utf8').replace(/\n {2,}(?=\S)/g, ' ')
  const [, index = '', body = ''] = /\n## Index\n([\s\S]*?)(\n## [\s\S]*)$/.exec(text) ?? []
  const slug = (heading) =>
    heading
      .toLowerCase()
      .replace(/[^\w\- ]/g, '')
      .replace(/ /g, '-')
  const listed = [...index.matchAll(/^- (~~)?\[(.+?)\]\(#([\w-]+)\)/gm)].map(
    ([, struck, title, anchor]) => `${struck ? '~~' : ''}${title} #${anchor}`,
  )
  const decided = []
  let section = ''
  for (const line of body.split('\n')) {
    const heading = /^## (.+)$/.exec(line)
    if (heading) section = slug(heading[1])
    const decision = /^- (~~)?\*\*(.+?)\*\*/.exec(line)
    if (decision)
      decided.push(`${decision[1] ?? ''}${decision[2].replace(/[.:]$/, '')} #${section}`)
  }
  const missing = decided.filter((entry) => !listed.includes(entry))
  const stale = listed.filter((entry) => !decided.includes(entry))
  for (const entry of missing) problems.push(`docs/DECISIONS.md: the index lacks "${entry}"`)
  for (const entry of stale)
    problems.push(`docs/DECISIONS.md: the index names "${entry}", no decision`)
}

if (problems.length) {
  console.error(problems.join('\n'))
  console.error(`\n${problems.length} references that do not hold (scripts/doc-references.mjs).`)
  process.exit(1)
}
console.log(`doc references: ${docs.length} files checked`)

function check(raw) {
  if (externalWords.has(raw) || /APP_URL|…/.test(raw)) return null
  const span = raw.replace(/\{[^}]*\}/g, '{x}') // `{hash_code or id}`: one placeholder
  const method = /^(GET|POST|PATCH|PUT|DELETE)(?:, (?:GET|POST|PATCH|PUT|DELETE))* (\/\S+)/.exec(
    span,
  )
  if (method) return checkRoute(method[2], method[1])
  if (/\s/.test(span) || span.length < 3) return null // code, SQL, a sentence: not a name
  if (span.startsWith('/data/')) return null // a JSON pointer
  if (span.startsWith('/')) return checkRoute(span)
  if (span.startsWith('#')) return /^#(?!alias\/)[a-z_]+\//.test(span) ? checkAlias(span) : null
  if (span.startsWith('@')) return checkPackage(span)
  if (/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(span))
    return hasWord(span) ? null : `env/constant ${span}`
  if (/[/]/.test(span) || /\.(ts|tsx|mjs|js|json|conf|sh)$/.test(span)) {
    return externalWords.has(span) ? null : checkPath(span)
  }
  return checkWords(span)
}

function checkWords(span) {
  // `name(…)`, `a.b`, `x = y` reduced to the names that must exist
  const bare = span.replace(/\(.*$/, '').replace(/\[.*$/, '')
  const names = bare.split('.').filter(Boolean)
  for (const name of names) {
    const identifier =
      /^\$?[a-z]+[A-Z][A-Za-z0-9]*$/.test(name) || // camelCase
      /^[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*$/.test(name) || // PascalCase
      /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/.test(name) // snake_case
    if (identifier && !hasWord(name)) return `name ${name}`
  }
  return null
}

function hasWord(word) {
  return words.has(word) || externalWords.has(word)
}

function checkAlias(span) {
  const path = span.replace(/^#([a-z_]+)\//, (_, alias) => `${aliasDir(alias)}/`)
  return exists(path) ? null : `import ${span}`
}

function aliasDir(alias) {
  const top = ['start', 'config', 'providers', 'database', 'tests']
  return top.includes(alias) ? `api/${alias}` : `api/app/${alias}`
}

function checkPackage(span) {
  const shared = /^@tessera\/shared\/(.+)$/.exec(span)
  if (shared) return exists(`shared/src/${shared[1]}`) ? null : `module ${span}`
  return null // other packages: named as choices, installed or not (docs/DECISIONS.md)
}

function checkPath(span) {
  const path = span.replace(/[:,]$/, '')
  if (notOurs.some((pattern) => pattern.test(path))) return null
  if (lock[`node_modules/${path.split(/[/?]/)[0]}`]) return null // a package's module
  return exists(path) ? null : `path ${span}`
}

/** A path, a path's end (`tags/api/get-tags.ts`), with `{a,b}`, `<x>` and `*` as wildcards. */
function exists(path) {
  const pattern = path
    .replace(/\/$/, '')
    .split(/(\{[^}]*\}|<[^>]*>|\*)/)
    .map((part) => {
      if (part === '*' || part.startsWith('<')) return '[^/]+'
      if (part.startsWith('{')) {
        const options = part.slice(1, -1).split(',')
        return options.length > 1
          ? `(${options.map((o) => o.trim().replace(/[.+?^$()[\]\\|]/g, '\\$&')).join('|')})`
          : '[^/]+'
      }
      return part.replace(/[.+?^$()[\]\\|]/g, '\\$&')
    })
    .join('')
  const matcher = new RegExp(`(^|/)${pattern}(\\.(ts|tsx|mjs|js))?$`)
  return tracked.some((file) => matcher.test(file)) || [...dirs].some((dir) => matcher.test(dir))
}

function checkRoute(raw, method) {
  const path = raw
    .replace(/\[[^\]]*\]$/, '')
    .replace(/[?#…].*$/, '')
    .replace(/[`.,;:)]+$/, '')
    .replace(/\/\*$/, '')
  if (/^\/(usr|etc|proc|srv|tmp|dev)(\/|$)/.test(path) || path === '' || path === '/') return null
  if (/^\/(widget|mfe)\//.test(path) || /^\/(widget|mfe)$/.test(path)) return null // built files
  if (
    path
      .split('/')
      .slice(1)
      .every((part) => /^(\{[^}]*\}|<[^>]*>)$/.test(part))
  )
    return null // `/{type}`
  const candidates = [path, `/api/v1${path.startsWith('/') ? path : `/${path}`}`]
  const found = routes.some(
    (route) =>
      (!method || route.method === method) &&
      candidates.some((candidate) => route.matches(candidate) || route.contains(candidate)),
  )
  return found ? null : `route ${method ? `${method} ` : ''}${raw}`
}

/** The API's routes (start/routes.ts) and the front ends' (shared/src/routing/routes.ts). */
function collectRoutes() {
  const list = []
  const add = (method, path) => {
    const regex = new RegExp(
      `^${path
        .replace(/\/:[a-zA-Z]+\?/g, '(?:/[^/]+)?')
        .replace(/:[a-zA-Z]+/g, '[^/]+')
        .replace(/\*$/, '.*')}/?$`,
    )
    const literal = path.replace(/:[a-zA-Z]+\??/g, ':p')
    list.push({
      method,
      // a part of a route, as prose names it (`/check-in-counts`, `/api/v1`, `/manage/*`)
      contains: (candidate) => literal.includes(candidate.replace(/\{[^}]*\}|<[^>]*>/g, ':p')),
      // a doc's `{id}`, `{hash_code or id}`, `{provider|stripe}`, `<x>` stand for one segment
      matches: (candidate) =>
        regex.test(candidate.replace(/\{[^}]*\}|<[^>]*>/g, 'x').replace(/\[[^\]]*\]/g, 'x')),
    })
  }
  const api = readFileSync(root + 'api/start/routes.ts', 'utf8')
  // Group prefixes: every route line inside `router.group(() => { … }).prefix(p)` gets p.
  const lines = api.split('\n')
  const prefixes = []
  for (let i = 0; i < lines.length; i++) {
    const prefix = /\.prefix\('([^']+)'\)/.exec(lines[i])
    if (prefix) prefixes.push({ end: i, prefix: prefix[1] })
  }
  // Prefix each route by the prefixes of the groups that close after it and open before it.
  const groupRanges = prefixes.map(({ end, prefix }) => {
    let balance = 0
    let start = end
    for (let i = end; i >= 0; i--) {
      balance += (lines[i].match(/\}/g) ?? []).length - (lines[i].match(/\{/g) ?? []).length
      if (/\.group\(\(\) => \{/.test(lines[i]) && balance <= 0) {
        start = i
        break
      }
    }
    return { start, end, prefix }
  })
  const text = lines.join('\n')
  const re = /router\s*\.(get|post|patch|put|delete|resource)\(\s*'([^']+)'/g
  for (const match of text.matchAll(re)) {
    const lineNo = text.slice(0, match.index).split('\n').length - 1
    const prefix = groupRanges
      .filter((g) => g.start <= lineNo && lineNo <= g.end)
      .sort((a, b) => a.start - b.start)
      .map((g) => g.prefix)
      .join('')
    const path = `${prefix}${match[2].startsWith('/') ? '' : '/'}${match[2]}`
    if (match[1] === 'resource') {
      for (const m of ['GET', 'POST']) add(m, path)
      for (const m of ['GET', 'PATCH', 'PUT', 'DELETE']) add(m, `${path}/:id`)
    } else if (match[2] !== '*') add(match[1].toUpperCase(), path)
  }
  const front = readFileSync(root + 'shared/src/routing/routes.ts', 'utf8')
  for (const match of front.matchAll(/^\s+\w+: (planned\()?\w+\('([^']+)'/gm)) {
    if (!match[1]) add('GET', match[2])
  }
  return list
}
