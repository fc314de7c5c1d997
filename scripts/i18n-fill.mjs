#!/usr/bin/env node
// Fills Greek translations into a Lingui .po catalog from a JSON map { "English msgid": "Ελληνικά" }.
// Usage: node scripts/i18n-fill.mjs <path/to/el/messages.po> <translations.json>
//        node scripts/i18n-fill.mjs --missing [catalog.po ...]   (lists untranslated msgids)
import { readFileSync, writeFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { blocks } from './lib/po.mjs'

const quote = (text) => JSON.stringify(text)

if (process.argv[2] === '--missing') {
  const files =
    process.argv.length > 3
      ? process.argv.slice(3)
      : execFileSync('git', ['ls-files', '*/el/messages.po'], { encoding: 'utf8' })
          .split('\n')
          .filter(Boolean)
  let missing = 0
  for (const file of files) {
    for (const { msgid, msgstr } of blocks(readFileSync(file, 'utf8'))) {
      if (msgid?.value && !msgstr?.value) {
        missing++
        console.log(`${file}: ${JSON.stringify(msgid.value)}`)
      }
    }
  }
  process.exit(missing ? 1 : 0)
}

const [catalog, mapFile] = process.argv.slice(2)
const translations = JSON.parse(readFileSync(mapFile, 'utf8'))
let filled = 0
const out = blocks(readFileSync(catalog, 'utf8')).map(({ block, lines, msgid, msgstr }) => {
  if (!msgid?.value || !msgstr || !(msgid.value in translations)) return block
  const next = [...lines]
  next.splice(msgstr.start, msgstr.count, `msgstr ${quote(translations[msgid.value])}`)
  filled++
  return next.join('\n')
})
writeFileSync(catalog, out.join('\n\n'))
console.log(`${catalog}: ${filled} translation(s) written`)
