#!/usr/bin/env node
// The resource generator's test (docs/STYLE.md "Adding a resource"): in a git worktree of HEAD
// under /tmp, `make-resource.mjs` writes a scratch resource; the test checks the files written
// against the recipe and that a second run refuses, then lint, the types of the API and
// mfe-manage, the generated API tests and screen tests and the nav test; and that the slice is not
// whole without its parts: with a generated module removed its API tests fail. The worktree is
// removed after. Needs shared built (its dist/ is copied, then rebuilt incrementally).
import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { root } from './lib/tasks.mjs'

const SINGULAR = 'trial-badge'
const started = Date.now()
const dir = mkdtempSync(join(tmpdir(), 'tessera-generator-'))
const bin = (name) => join(dir, 'node_modules', '.bin', name)
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`

function step(label, command, args, options = {}) {
  const at = Date.now()
  try {
    return execFileSync(command, args, { cwd: dir, encoding: 'utf8', stdio: 'pipe', ...options })
  } catch (error) {
    throw new Error(`${label} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`, {
      cause: error,
    })
  } finally {
    console.log(`  ${label} (${seconds(at)})`)
  }
}

function mustFail(label, command, args, options = {}) {
  try {
    execFileSync(command, args, { cwd: dir, stdio: 'pipe', ...options })
  } catch {
    console.log(`  ${label}: fails, as it must`)
    return
  }
  throw new Error(`${label}: passed without a generated part`)
}

/** The worktree uses the checkout's packages, but its own workspaces (`@tessera/*`). */
function linkPackages() {
  const modules = join(dir, 'node_modules')
  mkdirSync(join(modules, '@tessera'), { recursive: true })
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry !== '@tessera') symlinkSync(join(root, 'node_modules', entry), join(modules, entry))
  }
  for (const entry of readdirSync(join(root, 'node_modules', '@tessera')))
    symlinkSync(join(dir, entry), join(modules, '@tessera', entry))
  for (const ws of ['api', 'shared', 'shell', 'mfe-manage'])
    symlinkSync(join(root, ws, 'node_modules'), join(dir, ws, 'node_modules'))
}

/** What git sees changed in the worktree (the package links above left out). */
function changedFiles() {
  return step('status', 'git', ['status', '--porcelain', '--untracked-files=all'])
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3))
    .filter((file) => !file.endsWith('node_modules'))
    .sort()
}

async function run() {
  step('worktree', 'git', ['-C', root, 'worktree', 'add', '--detach', dir, 'HEAD'])
  linkPackages()
  const { recipe, makeResource } = await import(join(dir, 'scripts', 'make-resource.mjs'))
  const { resourceNames } = await import(join(dir, 'scripts', 'make-resource', 'names.mjs'))
  const at = Date.now()
  const { created, edited } = makeResource(dir, SINGULAR)
  console.log(`  generate (${seconds(at)})`)

  const written = [...created, ...edited].sort()
  if (JSON.stringify(changedFiles()) !== JSON.stringify(written))
    throw new Error(`the files changed are not the recipe's:\n${changedFiles().join('\n')}`)
  if (created.length !== Object.keys(recipe(resourceNames(SINGULAR), '0000')).length)
    throw new Error('the files created are not the recipe')
  let refused = false
  try {
    makeResource(dir, SINGULAR)
  } catch {
    refused = true
  }
  if (!refused || JSON.stringify(changedFiles()) !== JSON.stringify(written))
    throw new Error('a second run did not refuse, changing nothing')

  cpSync(join(root, 'shared', 'dist'), join(dir, 'shared', 'dist'), { recursive: true })
  step('shared build', process.execPath, ['shared/build.mjs'])
  step('lint', bin('eslint'), ['--max-warnings', '0', ...written])
  step('prettier', bin('prettier'), ['--check', '--log-level', 'warn', ...written])
  // The two type checks side by side (two cores)
  const typesAt = Date.now()
  await Promise.all(
    ['api', 'mfe-manage'].map((ws) =>
      promisify(execFile)(bin('tsc'), ['-p', `${ws}/tsconfig.json`, '--noEmit'], {
        cwd: dir,
      }).catch((error) => {
        throw new Error(`types ${ws} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`, {
          cause: error,
        })
      }),
    ),
  )
  console.log(`  types api, mfe-manage (${seconds(typesAt)})`)

  const spec = created.find((file) => file.endsWith('.spec.ts')).replace(/^api\//, '')
  const apiTest = ['ace', 'test', 'functional', '--files', spec]
  const apiOptions = {
    cwd: join(dir, 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      // Its own SQLite file: never the PostgreSQL test database, where the scratch resource's
      // migration would stay recorded for the suites that follow (the generated spec is the same
      // code on both databases).
      DB_CONNECTION: 'sqlite',
      SQLITE_PATH: join(dir, 'api', 'tmp', 'generator.sqlite3'),
      PORT: process.env.GENERATOR_TEST_PORT ?? '34599',
    },
  }
  step('API tests', process.execPath, apiTest, apiOptions)
  const screens = created
    .filter((file) => file.endsWith('.test.tsx'))
    .map((file) => file.replace(/^mfe-manage\//, ''))
  step('screen tests', bin('vitest'), ['run', ...screens, 'src/app/routes.test.ts'], {
    cwd: join(dir, 'mfe-manage'),
  })
  step('nav test', bin('vitest'), ['run', 'src/frame/nav-items.test.ts'], {
    cwd: join(dir, 'shell'),
  })

  // Without one generated part the slice fails: its API tests cannot reach the controller's reads
  const part = created.find((file) => file.endsWith('_queries.ts'))
  rmSync(join(dir, part))
  mustFail(`API tests without ${part}`, process.execPath, apiTest, apiOptions)
}

let failed = false
try {
  console.log(`generator test in ${dir}`)
  await run()
} catch (error) {
  console.error(`✘ ${error.message}`)
  failed = true
} finally {
  execFileSync('git', ['-C', root, 'worktree', 'remove', '--force', dir], { stdio: 'ignore' })
  rmSync(dir, { recursive: true, force: true })
}
console.log(`${failed ? '✘' : '✔'} generator test, ${seconds(started)}`)
process.exitCode = failed ? 1 : 0
