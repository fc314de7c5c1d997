/**
 * Reads the RFC 822 messages Tessera writes (nodemailer output): unfolded headers with RFC 2047
 * encoded words decoded, and the text and HTML parts of a (possibly nested) multipart body with
 * their transfer encoding and charset undone. Enough for the dev mail page and the tests' SMTP
 * sink; not a general MIME parser.
 */
export type MailHeader = { name: string; value: string }

/** A part that is not the message's text or HTML: an inline image (`contentId`) or a file. */
export type MailPart = {
  contentType: string
  contentId: string | null
  filename: string | null
  content: Buffer
}

export type ParsedMail = {
  headers: MailHeader[]
  text: string | null
  html: string | null
  attachments: MailPart[]
}

type Part = { headers: MailHeader[]; body: string }

export function headerValue(headers: MailHeader[], name: string): string | undefined {
  return headers.find((header) => header.name.toLowerCase() === name.toLowerCase())?.value
}

export function parseEml(raw: Buffer): ParsedMail {
  const root = splitPart(raw.toString('latin1'))
  const mail: ParsedMail = { headers: root.headers, text: null, html: null, attachments: [] }
  collectBodies(root, mail)
  return mail
}

/** Only the header block, for listings of many messages. */
export function parseEmlHeaders(raw: Buffer): MailHeader[] {
  return splitPart(raw.toString('latin1')).headers
}

function splitPart(source: string): Part {
  const match = /\r?\n\r?\n/.exec(source)
  const head = match ? source.slice(0, match.index) : source
  const body = match ? source.slice(match.index + match[0].length) : ''
  const headers = head
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .map((line) => {
      const colon = line.indexOf(':')
      if (colon <= 0) return null
      const value = Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8')
      return { name: line.slice(0, colon).trim(), value: decodeWords(value) }
    })
    .filter((header): header is MailHeader => header !== null)
  return { headers, body }
}

function parameter(headerText: string | undefined, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(
    headerText ?? '',
  )
  return match ? (match[1] ?? match[2]) : undefined
}

function collectBodies(part: Part, mail: ParsedMail) {
  const contentType = headerValue(part.headers, 'content-type') ?? 'text/plain'
  const mediaType = contentType.split(';')[0].trim().toLowerCase()
  if (mediaType.startsWith('multipart/')) {
    const boundary = parameter(contentType, 'boundary')
    if (!boundary) return
    const sections = part.body.split(`--${boundary}`)
    // sections[0] is the preamble; the section after the closing delimiter starts with "--".
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break
      collectBodies(splitPart(section.replace(/^\r?\n/, '').replace(/\r?\n$/, '')), mail)
    }
    return
  }
  const encoding = (headerValue(part.headers, 'content-transfer-encoding') ?? '7bit').toLowerCase()
  const field = mediaType === 'text/plain' ? 'text' : mediaType === 'text/html' ? 'html' : null
  if (field === null || mail[field] !== null) {
    mail.attachments.push(attachmentOf(part, mediaType, transferDecode(part.body, encoding)))
    return
  }
  mail[field] = decodeBytes(transferDecode(part.body, encoding), parameter(contentType, 'charset'))
}

function attachmentOf(part: Part, mediaType: string, content: Buffer): MailPart {
  const contentId = headerValue(part.headers, 'content-id')?.replace(/^<|>$/g, '') ?? null
  const disposition = headerValue(part.headers, 'content-disposition')
  const filename =
    parameter(disposition, 'filename') ??
    parameter(headerValue(part.headers, 'content-type'), 'name') ??
    null
  return { contentType: mediaType, contentId, filename, content }
}

function transferDecode(body: string, encoding: string): Buffer {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64')
  if (encoding === 'quoted-printable')
    return quotedPrintable(body.replace(/[ \t]+(?=\r?\n)/g, '').replace(/=\r?\n/g, ''))
  return Buffer.from(body, 'latin1')
}

function quotedPrintable(text: string, underscoreIsSpace = false): Buffer {
  const bytes: number[] = []
  for (let index = 0; index < text.length; index++) {
    const hex = text.slice(index + 1, index + 3)
    if (text[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      index += 2
    } else if (underscoreIsSpace && text[index] === '_') {
      bytes.push(0x20)
    } else {
      bytes.push(text.charCodeAt(index) & 0xff)
    }
  }
  return Buffer.from(bytes)
}

function decodeBytes(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes)
  } catch {
    return new TextDecoder('utf-8').decode(bytes)
  }
}

/** RFC 2047: `=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=`; blanks between two encoded words are dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_word, charset: string, kind: string, text: string) =>
        decodeBytes(
          kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : quotedPrintable(text, true),
          charset.split('*')[0],
        ),
    )
}
