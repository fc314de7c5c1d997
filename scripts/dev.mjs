#!/usr/bin/env node
// `npm run dev`: the API with hot reload (`node ace serve --hmr`), `shared` rebuilt on change, and
// every front end rebuilt on change (`vite build --watch`); the API serves the fresh builds, so a
// page reload shows a change. Why builds and not Vite dev servers: docs/DECISIONS.md ("Development").
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { join } from 'node:path'
import { buildAll } from './lib/build-parts.mjs'
import { ensureDependencies, ensureEnvFile, readEnvFile } from './lib/prepare.mjs'
import { root, run, workspaces } from './lib/tasks.mjs'

const apiDir = join(root, 'api')
const vite = join(root, 'node_modules', '.bin', 'vite')
const children = []

/**
 * Starts a long-running process in its own process group (so stopping reaches the processes it
 * starts itself, such as the API server under `ace serve`), its output lines prefixed with its name.
 * Resolves once a line matches `ready` (immediately without one).
 */
function start(name, command, args, cwd, ready) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, FORCE_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  children.push(child)
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[${name}] exited (${signal ?? code}); stopping everything`)
      stop(1)
    }
  })
  return new Promise((resolve) => {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        console.log(`[${name}] ${line}`)
        if (ready?.test(line)) resolve()
      })
    }
    if (!ready) resolve()
  })
}

const running = (child) => child.exitCode === null && child.signalCode === null
const signalGroup = (child, signal) => {
  try {
    process.kill(-child.pid, signal)
  } catch {
    // the group is already gone
  }
}

let stopping = false
function stop(code = 0) {
  if (stopping) return
  stopping = true
  // `ace serve --hmr` and its server do not stop on SIGTERM; SIGINT stops them and everything else.
  for (const child of children) signalGroup(child, 'SIGINT')
  const force = setTimeout(() => children.forEach((child) => signalGroup(child, 'SIGKILL')), 5_000)
  const exits = children.map((child) =>
    running(child) ? new Promise((r) => child.once('exit', r)) : null,
  )
  Promise.all(exits).then(() => {
    clearTimeout(force)
    process.exit(code)
  })
}

try {
  await ensureDependencies()
  ensureEnvFile()
  await buildAll()
  await run(process.execPath, ['ace', 'migration:run'], {
    label: 'migrate',
    cwd: apiDir,
    quiet: true,
  })
  await run(process.execPath, ['ace', 'db:seed'], { label: 'seed', cwd: apiDir, quiet: true })
} catch (error) {
  console.error(`\n✘ ${error.message}`)
  process.exit(1)
}

process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
// The shared watcher first rebuilds shared/dist in full: the front ends' watchers start after it,
// so they never read a half-written dist.
await start('shared', process.execPath, ['shared/build.mjs', '--watch'], root, /watching src/)
for (const app of workspaces.frontEnds) {
  start(app, vite, ['build', '--watch', '--logLevel', 'warn'], join(root, app))
}
await start('api', process.execPath, ['ace', 'serve', '--hmr'], apiDir, /started HTTP server/)
const port = process.env.PORT ?? readEnvFile().PORT ?? '3333'
console.log(
  `\nDeveloping on http://localhost:${port}: reload the page after a front-end change. Stop with Ctrl+C.`,
)
