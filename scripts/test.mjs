#!/usr/bin/env node
// `npm test`: prepares what is missing (install, api/.env, build), then lint, types, unit tests,
// API tests on SQLite (and on PostgreSQL when it is configured), and end-to-end tests in Chromium.
// Stops at the first failure; prints how long every step took.
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { buildAll } from './lib/build-parts.mjs'
import { ensureChromium } from './lib/chromium.mjs'
import { ensureDependencies, ensureEnvFile } from './lib/prepare.mjs'
import { atShiftedClock } from './lib/shifted-clock.mjs'
import { root, run, stepTimer, workspaces } from './lib/tasks.mjs'

const bin = (name) => join(root, 'node_modules', '.bin', name)
const apiDir = join(root, 'api')

function hasTests(dir) {
  if (!existsSync(dir)) return false
  return readdirSync(dir, { recursive: true }).some((file) => /\.test\.tsx?$/.test(String(file)))
}

const unitWorkspaces = () =>
  ['shared', ...workspaces.frontEnds].filter((ws) => hasTests(join(root, ws, 'src')))

function apiTestsOnSqlite() {
  const database = join(apiDir, 'tmp', 'test.sqlite3')
  for (const suffix of ['', '-wal', '-shm']) rmSync(database + suffix, { force: true })
  return run(process.execPath, ['ace', 'test'], {
    label: 'japa (SQLite)',
    cwd: apiDir,
    env: { DB_CONNECTION: 'sqlite', SQLITE_PATH: database },
  })
}

const postgresConfigured = () => process.env.DB_CONNECTION === 'pg' || Boolean(process.env.PG_HOST)

async function apiTestsOnPostgres() {
  const database = process.env.PG_DB_NAME ?? 'tessera_test'
  const { createDatabaseIfMissing } = await import('./lib/postgres.mjs')
  await createDatabaseIfMissing(database)
  return run(process.execPath, ['ace', 'test'], {
    label: `japa (PostgreSQL, ${database})`,
    cwd: apiDir,
    env: { DB_CONNECTION: 'pg', PG_DB_NAME: database },
  })
}

/** Debian's nginx, when installed: the deployment suite runs behind it. */
const nginxInstalled = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].some((path) => existsSync(path))

/**
 * The deployment suite (tests/deploy/, docs/DEPLOY.md): nginx in front of two API processes on
 * one PostgreSQL database, in its own database (`PG_DEPLOY_DB_NAME`, default `tessera_deploy`).
 */
function deploymentSuite() {
  return run(bin('playwright'), ['test', '-c', 'tests/deploy/playwright.config.ts'], {
    label: 'deployment (nginx + 2 API processes + PostgreSQL)',
  })
}

const timer = stepTimer()
try {
  await timer.step('install', ensureDependencies)
  await timer.step('configure', async () => ensureEnvFile())
  await timer.step('build', () => buildAll())
  await timer.step('lint', () => run('npm', ['run', '--silent', 'lint'], { label: 'eslint' }))
  await timer.step('i18n', () =>
    run(process.execPath, ['scripts/i18n-check.mjs'], { label: 'catalogs (en + el)' }),
  )
  await timer.step('typecheck', () =>
    run(process.execPath, ['scripts/typecheck.mjs'], { label: 'typecheck' }),
  )
  // Nothing else runs beside a workspace's unit tests: a worker per core (vitest leaves one core
  // idle by default, which on CI's 2 cores is one worker: mfe-manage 131 s → 92 s, shared 79 s → 35 s).
  const workers = `--maxWorkers=${availableParallelism()}`
  // At another date (scripts/lib/shifted-clock.mjs): a test that depends on the day fails now.
  const vitest = atShiftedClock(bin('vitest'), ['run', workers])
  console.log(
    vitest.shifted
      ? `\n– unit tests run with the clock at ${vitest.shifted} UTC (faketime; docs/STYLE.md)`
      : "\n– unit tests run at the real date: install Debian's faketime to run them at a shifted one",
  )
  for (const ws of unitWorkspaces()) {
    await timer.step(`vitest ${ws}`, () =>
      run(vitest.command, vitest.args, {
        label: `vitest ${ws}${vitest.shifted ? ` (at ${vitest.shifted})` : ''}`,
        cwd: join(root, ws),
        env: vitest.env,
      }),
    )
  }
  // The resource generator's own test (docs/STYLE.md "Adding a resource"): a worktree of HEAD.
  if (existsSync(join(root, '.git')))
    await timer.step('resource generator', () =>
      run(process.execPath, ['scripts/test-generator.mjs'], { label: 'make-resource (worktree)' }),
    )
  else console.log('\n– the resource generator test skipped (it needs a git checkout)')
  await timer.step('api tests (SQLite)', apiTestsOnSqlite)
  if (postgresConfigured()) await timer.step('api tests (PostgreSQL)', apiTestsOnPostgres)
  else
    console.log('\n– api tests on PostgreSQL skipped (set DB_CONNECTION=pg or PG_HOST to run them)')
  if (postgresConfigured() && nginxInstalled())
    await timer.step('deployment (nginx)', deploymentSuite)
  else
    console.log(
      '\n– deployment suite skipped (it needs nginx and PostgreSQL: install nginx, set PG_HOST)',
    )
  await timer.step('chromium', ensureChromium)
  await timer.step('e2e (Playwright)', () =>
    run(bin('playwright'), ['test', '-c', 'tests/playwright.config.ts'], {
      label: 'playwright',
      env: { DB_CONNECTION: 'sqlite' },
    }),
  )
} catch (error) {
  console.error(`\n✘ ${error.message}`)
  process.exitCode = 1
} finally {
  console.log(timer.summary())
}
