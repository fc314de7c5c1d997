#!/usr/bin/env node
// Fails when a message in the code is missing from its catalog, or has no Greek translation, or when
// a Greek message breaks docs/GREEK.md "The check" (English left in; a long button, badge or menu label).
// Runs `lingui extract` (which only adds what the code says) and compares the catalogs before and
// after (messages only, not their origins); a difference means they were out of date: run `npm run i18n:extract`, translate, commit.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { lintGreekCatalogs } from './lib/greek-lint.mjs'
import { root } from './lib/tasks.mjs'

const catalogs = execFileSync('git', ['ls-files', '*/locales/*/messages.po'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean)
const read = () =>
  Object.fromEntries(catalogs.map((file) => [file, readFileSync(join(root, file), 'utf8')]))
// The messages of a catalog, without comments and origins (moving a file changes only those).
const messages = (text) =>
  text
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .filter((line) => !line.startsWith('#') && !line.startsWith('"POT-Creation-Date'))
        .join('\n'),
    )
    .filter(Boolean)
    .sort()
    .join('\n\n')

const before = read()
execFileSync(join(root, 'node_modules', '.bin', 'lingui'), ['extract'], {
  cwd: root,
  stdio: 'ignore',
})
const after = read()
const stale = catalogs.filter((file) => messages(before[file]) !== messages(after[file]))
if (stale.length) {
  console.error(
    `✘ catalogs out of date (now updated; translate and commit them):\n  ${stale.join('\n  ')}`,
  )
  process.exit(1)
}
try {
  execFileSync(process.execPath, [join(root, 'scripts', 'i18n-fill.mjs'), '--missing'], {
    cwd: root,
    stdio: 'inherit',
  })
} catch {
  console.error('✘ messages above have no Greek translation')
  process.exit(1)
}
const greek = lintGreekCatalogs(
  root,
  catalogs.filter((file) => file.includes('/el/')),
  'scripts/greek-reviewed.json',
)
if (greek.length) {
  console.error(`✘ Greek messages against docs/GREEK.md:\n  ${greek.join('\n  ')}`)
  process.exit(1)
}
console.log(`✔ ${catalogs.length} catalogs up to date, every message in English and Greek`)
