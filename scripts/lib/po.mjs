// Reads Lingui .po catalogs as blocks of lines: each message's msgid, msgstr and extracted comments.
// Plain Node, no dependencies (the i18n scripts run on a bare checkout).

const unquote = (lines) =>
  lines.map((line) => JSON.parse(line.replace(/^(msgid|msgstr|msgctxt) /, ''))).join('')

/**
 * The blocks of a catalog; `msgctxt`/`msgid`/`msgstr` give `{ start, count, value }` or `null`,
 * `comments` the `#.` lines.
 */
export function blocks(text) {
  return text.split(/\n\n+/).map((block) => {
    const lines = block.split('\n')
    const take = (key) => {
      const start = lines.findIndex((line) => line.startsWith(`${key} `))
      if (start < 0) return null
      const out = [lines[start]]
      for (let i = start + 1; i < lines.length && lines[i].startsWith('"'); i++) out.push(lines[i])
      return { start, count: out.length, value: unquote(out) }
    }
    const comments = lines.filter((line) => line.startsWith('#. ')).map((line) => line.slice(3))
    return {
      block,
      lines,
      msgctxt: take('msgctxt'),
      msgid: take('msgid'),
      msgstr: take('msgstr'),
      comments,
    }
  })
}
