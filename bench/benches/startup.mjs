// Start-up: how long `npm start` takes on a built checkout until the API answers, against a bare
// node:http server started the same way (the baseline). Budget: ≤ 5 s (docs/BUDGETS.md).
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))
const RUNS = 5

async function freePort() {
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Milliseconds from spawning `args` until `url` answers 200; then stops the process tree. */
async function timeUntilServing(args, url, env) {
  const begin = performance.now()
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  })
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`${args.join(' ')} exited with ${child.exitCode}`)
      if (
        await fetch(url).then(
          (r) => r.ok,
          () => false,
        )
      )
        return performance.now() - begin
      if (performance.now() - begin > 60_000) throw new Error(`${url} did not answer within 60 s`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    process.kill(-child.pid, 'SIGTERM')
    await exited
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const BASELINE =
  "require('node:http').createServer((q, s) => s.end('ok')).listen(process.env.PORT, '127.0.0.1')"

export async function run() {
  if (!existsSync(join(root, 'api', 'build', 'bin', 'server.js')))
    throw new Error('build first: npm run build')
  const dir = await mkdtemp(join(tmpdir(), 'tessera-bench-startup-'))
  const start = []
  const baseline = []
  try {
    for (let i = 0; i < RUNS; i++) {
      const port = await freePort()
      // The first run also migrates and seeds the new database; later runs find it up to date, as a restart does.
      const env = {
        PORT: String(port),
        SQLITE_PATH: join(dir, 'tessera.sqlite3'),
        DB_CONNECTION: 'sqlite',
        LOG_LEVEL: 'warn',
      }
      start.push(
        await timeUntilServing(
          ['scripts/start.mjs'],
          `http://127.0.0.1:${port}/api/v1/health`,
          env,
        ),
      )
      const basePort = await freePort()
      baseline.push(
        await timeUntilServing(['-e', BASELINE], `http://127.0.0.1:${basePort}/`, {
          PORT: String(basePort),
        }),
      )
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
  const startMedian = Math.round(median(start))
  const baselineMedian = Math.round(median(baseline))
  console.log(`  npm start: median ${startMedian} ms (runs ${start.map(Math.round).join(', ')})`)
  console.log(
    `  bare node:http: median ${baselineMedian} ms (runs ${baseline.map(Math.round).join(', ')})`,
  )
  return {
    runs: RUNS,
    npmStartMs: { median: startMedian, runs: start.map(Math.round) },
    baselineNodeHttpMs: { median: baselineMedian, runs: baseline.map(Math.round) },
    ratioToBaseline: Number((startMedian / baselineMedian).toFixed(1)),
    budgets: [
      {
        what: 'npm start on a built checkout serves in',
        value: startMedian,
        budget: 5000,
        unit: 'ms',
        pass: startMedian <= 5000,
      },
    ],
  }
}
