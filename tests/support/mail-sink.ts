import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import PostalMime from 'postal-mime'

/** A message as the SMTP sink received it: envelope recipients, decoded parts, every link in it. */
export type ReceivedMail = {
  to: string[]
  from: string
  /** The Reply-To addresses of the message, if it has any. */
  replyTo: string[]
  subject: string
  text: string
  html: string
  links: string[]
  /** Inline images (`contentId`) and attached files, their bytes in base64. */
  attachments: {
    filename: string | null
    mimeType: string
    contentId: string | null
    base64: string
  }[]
  receivedAt: number
}

/** Every http(s) URL in the HTML's href attributes and in the plain text, first occurrence first. */
export function linksOf(html: string, text: string): string[] {
  const hrefs = [...html.matchAll(/href\s*=\s*"([^"]+)"/gi)].map((m) =>
    m[1]!.replace(/&amp;/g, '&'),
  )
  const bare = [...text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((m) => m[0])
  return [...new Set([...hrefs, ...bare].filter((url) => /^https?:\/\//.test(url)))]
}

/**
 * A real SMTP server on loopback that keeps what it receives in memory, and a loopback HTTP
 * endpoint (`GET /messages`) from which test workers read them.
 */
export async function startMailSink() {
  const messages: ReceivedMail[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then((email) => {
          const html = email.html ?? ''
          const text = email.text ?? ''
          messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            replyTo: (email.replyTo ?? []).flatMap((who) => (who.address ? [who.address] : [])),
            subject: email.subject ?? '',
            text,
            html,
            links: linksOf(html, text),
            attachments: email.attachments.map((part) => ({
              filename: part.filename,
              mimeType: part.mimeType,
              contentId: part.contentId?.replace(/^<|>$/g, '') ?? null,
              base64: Buffer.from(part.content as ArrayBuffer).toString('base64'),
            })),
            receivedAt: Date.now(),
          })
          callback()
        }, callback)
      })
    },
  })
  const http = createServer((request, response) => {
    if (request.method !== 'GET' || !request.url?.startsWith('/messages')) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages))
  })
  const smtpPort = await new Promise<number>((resolve, reject) => {
    smtp.once('error', reject)
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port))
  })
  const httpPort = await new Promise<number>((resolve, reject) => {
    http.once('error', reject)
    http.listen(0, '127.0.0.1', () => resolve((http.address() as AddressInfo).port))
  })
  return {
    smtpPort,
    url: `http://127.0.0.1:${httpPort}`,
    async stop() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
      await new Promise<void>((resolve) => http.close(() => resolve()))
    },
  }
}
