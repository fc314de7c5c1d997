// What `npm start` / `npm test` / `npm run build` build, and whether each part is up to date.
// A part is fresh when its outputs exist and none of its inputs changed since its last successful
// build began (recorded in .tessera/build/<part>.json). Plain Node only.
import { existsSync } from 'node:fs'
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parallel, root, run, workspaces } from './tasks.mjs'

const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-embed',
  'build',
  'tmp',
  'storage',
  '.tessera',
  'test-results',
])
// Written by `lingui compile` (the shared build compiles every catalog); the apps import the .po files.
const isGenerated = (path) =>
  /[\\/]locales[\\/][^\\/]+[\\/]messages\.ts$/.test(path) || path.endsWith('.tsbuildinfo')

const bin = (name) => join(root, 'node_modules', '.bin', name)
const common = ['package-lock.json', 'lingui.config.ts']
const sharedSources = [
  'shared/src',
  'shared/build.mjs',
  'shared/package.json',
  'shared/tsconfig.build.json',
]

/**
 * Builds a front end makes after its federation build (`vite build`): the public event page's
 * browser entry (into dist/page, which the federation build empties) and its server renderer.
 */
const pageBuilds = {
  'mfe-public-event': {
    configs: ['vite.page.config.ts', 'vite.server.config.ts'],
    outputs: [
      'mfe-public-event/dist/page/.vite/manifest.json',
      'mfe-public-event/dist-server/entry-server.js',
    ],
  },
}

/**
 * What a front end's `vite build` writes: the shell's page, a remote's federation entry, and the
 * booking widget's one module (`/widget/tessera-booking.js`; no federation build).
 */
const mainOutputs = {
  shell: 'shell/dist/index.html',
  'mfe-booking-widget': 'mfe-booking-widget/dist-embed/tessera-booking.js',
}

function frontEnd(name) {
  const pages = pageBuilds[name] ?? { configs: [], outputs: [] }
  const vite = (args, label) =>
    run(bin('vite'), [...args, '--logLevel', 'warn'], { label, cwd: join(root, name) })
  return {
    name,
    inputs: [
      `${name}/src`,
      `${name}/index.html`,
      `${name}/vite.config.ts`,
      ...pages.configs.map((config) => `${name}/${config}`),
      `${name}/package.json`,
      'tooling',
      ...sharedSources,
      ...common,
    ],
    outputs: [mainOutputs[name] ?? `${name}/dist/remoteEntry.js`, ...pages.outputs],
    build: async () => {
      await vite(['build'], `vite build ${name}`)
      for (const config of pages.configs)
        await vite(['build', '-c', config], `vite build ${name} -c ${config}`)
    },
  }
}

export const parts = {
  shared: {
    name: 'shared',
    inputs: [...sharedSources, ...common],
    outputs: ['shared/dist/i18n/activate.js', 'shared/dist/i18n/activate.d.ts'],
    build: () => run(process.execPath, ['shared/build.mjs'], { label: 'build shared' }),
  },
  frontEnds: workspaces.frontEnds.map(frontEnd),
  api: {
    name: 'api',
    inputs: [
      'app',
      'bin',
      'config',
      'database',
      'providers',
      'start',
      'ace.js',
      'adonisrc.ts',
      'package.json',
      'tsconfig.json',
    ]
      .map((path) => `api/${path}`)
      .concat(common),
    outputs: ['api/build/bin/server.js', 'api/build/ace.js'],
    build: () =>
      run(process.execPath, ['ace', 'build'], { label: 'build api', cwd: join(root, 'api') }),
  },
}

/** The newest modification time (ms) of the files under `paths`; 0 when none exist. */
export async function newestInput(paths) {
  let newest = 0
  async function visit(path) {
    const info = await stat(path).catch(() => null)
    if (!info) return
    if (info.isDirectory()) {
      for (const entry of await readdir(path))
        if (!SKIPPED_DIRS.has(entry)) await visit(join(path, entry))
    } else if (!isGenerated(path)) newest = Math.max(newest, info.mtimeMs)
  }
  for (const path of paths) await visit(join(root, path))
  return newest
}

const stampOf = (part) => join(root, '.tessera', 'build', `${part.name}.json`)

export async function isFresh(part) {
  if (!part.outputs.every((path) => existsSync(join(root, path)))) return false
  const stamp = await readFile(stampOf(part), 'utf8').then(JSON.parse, () => null)
  return stamp !== null && (await newestInput(part.inputs)) < stamp.startedAt
}

/** Builds `part` unless it is fresh (or `force`); stamps it with the time its build began. */
export async function buildPart(part, { force = false } = {}) {
  if (!force && (await isFresh(part))) {
    console.log(`✔ ${part.name} is up to date`)
    return false
  }
  const startedAt = Date.now()
  await part.build()
  await mkdir(join(root, '.tessera', 'build'), { recursive: true })
  await writeFile(stampOf(part), JSON.stringify({ startedAt }) + '\n')
  return true
}

/** shared first (the others read its dist/), then the front ends two at a time, then the API. */
export async function buildAll({ force = false } = {}) {
  await buildPart(parts.shared, { force })
  await parallel(
    parts.frontEnds.map((part) => () => buildPart(part, { force })),
    2,
  )
  await buildPart(parts.api, { force })
}
