// Small helpers the root scripts share: run a command with a label, know the workspaces, time steps.
// Plain Node only: these run before dependencies are installed.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('../..', import.meta.url))

export const workspaces = {
  frontEnds: ['shell', 'mfe-manage', 'mfe-public-event', 'mfe-booking-widget', 'mfe-scanner'],
  typed: [
    'shared',
    'api',
    'shell',
    'mfe-manage',
    'mfe-public-event',
    'mfe-booking-widget',
    'mfe-scanner',
    'tests',
  ],
}

const started = Date.now()
export const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`

let stopRequested = null

/** Runs a command in the repository root (or `cwd`), streaming its output; rejects on failure. */
export function run(
  command,
  args,
  { label = `${command} ${args.join(' ')}`, cwd = root, env = {}, quiet = false } = {},
) {
  if (stopRequested) return Promise.reject(new Error(`${label} not started (${stopRequested})`))
  const begin = Date.now()
  console.log(`\n▶ ${label}`)
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    })
    // Stopping us (Ctrl+C, SIGTERM) stops the step in progress too, instead of orphaning it.
    const forward = (signal) => {
      stopRequested = signal
      child.kill(signal)
    }
    const settled = () => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
    }
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('error', (error) => {
      settled()
      reject(error)
    })
    child.on('exit', (code, signal) => {
      settled()
      if (stopRequested) reject(new Error(`${label} stopped (${stopRequested})`))
      else if (code === 0) {
        console.log(`✔ ${label} (${seconds(Date.now() - begin)})`)
        resolve()
      } else reject(new Error(`${label} failed (${signal ?? `exit ${code}`})`))
    })
  })
}

/** Runs `jobs` (functions returning promises) with at most `limit` at a time; rejects on the first failure. */
export async function parallel(jobs, limit) {
  const queue = [...jobs]
  const lanes = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    while (queue.length) {
      try {
        await queue.shift()()
      } catch (error) {
        queue.length = 0 // start nothing more once one job failed
        throw error
      }
    }
  })
  await Promise.all(lanes)
}

/** Records how long each named step took, for the summary at the end of a run. */
export function stepTimer() {
  const steps = []
  return {
    async step(name, fn) {
      const begin = Date.now()
      try {
        await fn()
        steps.push({ name, ms: Date.now() - begin, ok: true })
      } catch (error) {
        steps.push({ name, ms: Date.now() - begin, ok: false })
        throw error
      }
    },
    summary() {
      const width = Math.max(...steps.map((s) => s.name.length), 5)
      const lines = steps.map(
        (s) => `  ${s.ok ? '✔' : '✘'} ${s.name.padEnd(width)}  ${seconds(s.ms).padStart(7)}`,
      )
      return [
        '',
        'Summary',
        ...lines,
        `  ${'total'.padEnd(width + 2)}  ${elapsed().padStart(7)}`,
      ].join('\n')
    },
  }
}

export function elapsed() {
  return seconds(Date.now() - started)
}
