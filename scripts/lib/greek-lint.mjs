// The Greek catalogs' own rules (docs/GREEK.md "The check"): no English word left in a Greek message
// except the names below, no button, badge or menu label over 1.6 × its English unless reviewed, and
// one Greek per message across the catalogs that share one Lingui instance.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { blocks } from './po.mjs'

/** Latin words a Greek message may keep: brands, products, file types, units, technical names. */
export const LATIN_NAMES = new Set(
  [
    ...['Tessera', 'Stripe', 'Eventalk', 'Tabloid', 'Freemium', 'Premium'],
    ...['Google', 'Analytics', 'Meet', 'Microsoft', 'Teams', 'Zoom', 'YouTube'],
    ...['PowerPoint', 'Excel', 'QR', 'PDF', 'CSV', 'JPG', 'PNG', 'HTML', 'URL', 'API', 'ID'],
    ...['IBAN', 'MB', 'KB', 'kB', 'GB', 'email', 'https', 'mailto', 'tel', 'G-XXXXXXX'],
  ].map((name) => name.toLowerCase()),
)

/** Contexts where a long label wraps or overflows; a message names its context in a `#.` comment. */
const TIGHT_CONTEXTS = new Set(['button', 'badge', 'menu'])
const MAX_RATIO = 1.6

/** The words of a message without its placeholders, ICU keywords and tags. */
export function wordsOf(text) {
  return text
    .replace(/<\/?\d+>/g, ' ')
    .replace(/\{\w+\}/g, ' ')
    .replace(/\{\w+,\s*(plural|select|selectordinal)\s*,/g, ' ')
    .replace(/(=\d+|\w+)\s*\{/g, ' ')
    .replace(/[{}#]/g, ' ')
}

const latinWords = (text) => wordsOf(text).match(/[A-Za-z][A-Za-z0-9]*(?:[-'][A-Za-z0-9]+)*/g) ?? []
const length = (text) => [...wordsOf(text).replace(/\s+/g, ' ').trim()].length

/**
 * What is wrong with one Greek message. `reviewed`: msgid → `{ el, why }`, the Greek whose length
 * was accepted (a changed translation needs a new review).
 */
export function greekProblems({ msgid, msgstr, comments }, reviewed) {
  const problems = []
  const english = latinWords(msgstr).filter((word) => !LATIN_NAMES.has(word.toLowerCase()))
  if (english.length) problems.push(`English left in: ${[...new Set(english)].join(', ')}`)
  const context = comments
    .map((comment) => comment.split(/\W/)[0])
    .find((word) => TIGHT_CONTEXTS.has(word))
  const ratio = length(msgstr) / Math.max(1, length(msgid))
  if (context && ratio > MAX_RATIO && reviewed[msgid]?.el !== msgstr) {
    problems.push(`${ratio.toFixed(1)} × the English in a ${context}: shorten it, or review it`)
  }
  return problems
}

/**
 * Messages of one catalog with their key: the apps load their catalogs into one Lingui instance
 * (`activateLocale`), so a message (context + English) has one Greek across all of them.
 */
function messagesOf(root, file) {
  return blocks(readFileSync(join(root, file), 'utf8'))
    .filter(({ msgid, msgstr }) => msgid?.value && msgstr?.value)
    .map(({ msgctxt, msgid, msgstr, comments }) => ({
      file,
      key: `${msgctxt?.value ?? ''}\u0004${msgid.value}`,
      msgid: msgid.value,
      msgstr: msgstr.value,
      comments,
    }))
}

/** The same message translated differently in two catalogs: the last one loaded would win. */
function collisions(messages) {
  const first = new Map()
  return messages.flatMap((message) => {
    const seen = first.get(message.key)
    if (!seen) first.set(message.key, message)
    if (!seen || seen.msgstr === message.msgstr) return []
    const where = `${seen.file} says ${JSON.stringify(seen.msgstr)}`
    return [
      `${message.file}: ${JSON.stringify(message.msgid)} → ${JSON.stringify(message.msgstr)}: ${where}; one catalog wins at run time, give one a \`context\``,
    ]
  })
}

/** Every problem of the Greek catalogs `files` (paths from `root`), as printable lines. */
export function lintGreekCatalogs(root, files, reviewedFile) {
  const reviewed = JSON.parse(readFileSync(join(root, reviewedFile), 'utf8'))
  const messages = files.flatMap((file) => messagesOf(root, file))
  const own = messages.flatMap((message) =>
    greekProblems(message, reviewed).map(
      (problem) =>
        `${message.file}: ${JSON.stringify(message.msgid)} → ${JSON.stringify(message.msgstr)}: ${problem}`,
    ),
  )
  return [...own, ...collisions(messages)]
}
