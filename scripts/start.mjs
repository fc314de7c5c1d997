#!/usr/bin/env node
// `npm start`: install, configure and build what is missing, migrate and seed the embedded SQLite
// database, then serve the whole product from one process. Plain Node until dependencies exist.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildAll } from './lib/build-parts.mjs'
import { builtApiEnv, ensureDependencies, ensureEnvFile, readEnvFile } from './lib/prepare.mjs'
import { elapsed, root, run } from './lib/tasks.mjs'

const apiDir = join(root, 'api')

async function prepare() {
  await ensureDependencies()
  ensureEnvFile()
  await buildAll()
  mkdirSync(join(apiDir, 'tmp'), { recursive: true })
  const env = builtApiEnv()
  await run(process.execPath, ['build/ace.js', 'migration:run', '--force'], {
    label: 'migrate',
    cwd: apiDir,
    env,
    quiet: true,
  })
  await run(process.execPath, ['build/ace.js', 'db:seed'], {
    label: 'seed',
    cwd: apiDir,
    env,
    quiet: true,
  })
}

async function waitUntilServing(url, server) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`the server exited (code ${server.exitCode})`)
    const ok = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the server did not answer ${url}/api/v1/health within 60 s`)
}

/** The demo accounts the seeders create (api/database/demo_accounts.json), as a table. */
function demoLogins() {
  const file = join(apiDir, 'database', 'demo_accounts.json')
  if (!existsSync(file)) return ''
  const data = JSON.parse(readFileSync(file, 'utf8'))
  const accounts = Array.isArray(data) ? data : (data.accounts ?? Object.values(data))
  const rows = accounts.map((a) => [a.role ?? a.name ?? '', a.email ?? '', a.password ?? ''])
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => String(row[i]).length)))
  const lines = rows.map(
    (row) => '  ' + row.map((cell, i) => String(cell).padEnd(widths[i])).join('   '),
  )
  return ['Demo logins (role, e-mail, password):', ...lines].join('\n')
}

/** Where to serve and how to reach it: PORT and HOST as the server will read them (env, then api/.env). */
function address() {
  const fileEnv = readEnvFile()
  const port = process.env.PORT ?? fileEnv.PORT ?? '3333'
  const host = process.env.HOST ?? fileEnv.HOST ?? '127.0.0.1'
  const loopback =
    host === '0.0.0.0'
      ? '127.0.0.1'
      : host === '::'
        ? '[::1]'
        : host.includes(':')
          ? `[${host}]`
          : host
  const url = (process.env.APP_URL ?? fileEnv.APP_URL ?? `http://localhost:${port}`).replace(
    /\/$/,
    '',
  )
  return { port, url, local: `http://${loopback}:${port}` }
}

function serve(port) {
  const server = spawn(process.execPath, ['build/bin/server.js'], {
    cwd: apiDir,
    env: { ...process.env, ...builtApiEnv({ PORT: port }) },
    stdio: 'inherit',
  })
  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopping = true
      // The server shuts down gracefully on SIGTERM; it has no SIGINT handler outside pm2.
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM')
    })
  }
  server.on('exit', (code, signal) => {
    process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)))
  })
  return server
}

try {
  await prepare()
  const { port, url, local } = address()
  const server = serve(port)
  await waitUntilServing(local, server)
  console.log(`\nTessera is serving on ${url} (ready in ${elapsed()}). Stop with Ctrl+C.`)
  const logins = demoLogins()
  if (logins) console.log(logins)
} catch (error) {
  console.error(`\n✘ ${error.message}`)
  process.exit(1)
}
