import type { AddressInfo } from 'node:net'
import { SMTPServer, type SMTPServerDataStream, type SMTPServerEnvelope } from 'smtp-server'
import type { MailTransportConfig } from '#config/mail'
import { headerValue, parseEml, type ParsedMail } from '#services/mail/eml_reader'

export type ReceivedMail = ParsedMail & {
  envelope: { from: string; to: string[] }
  raw: Buffer
  header(name: string): string | undefined
}

type Waiter = { count: number; resolve: (mail: ReceivedMail[]) => void }

/**
 * A real SMTP server on 127.0.0.1 (random port) that keeps what it receives, for tests. It can
 * refuse recipients (550) and hold a message's DATA until released, to test failures and shutdown.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = []
  #server: SMTPServer
  #port = 0
  #refusal: string | null = null
  #hold: { arrived: () => void; released: Promise<void> } | null = null
  #waiters: Waiter[] = []

  private constructor() {
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      closeTimeout: 1_000,
      disableReverseLookup: true,
      onRcptTo: (_address, _session, callback) => {
        if (this.#refusal === null) return callback()
        callback(Object.assign(new Error(this.#refusal), { responseCode: 550 }))
      },
      onData: (stream, session, callback) => {
        void this.#receive(stream, session.envelope).then(() => callback(), callback)
      },
    })
  }

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink()
    await new Promise<void>((resolve, reject) => {
      sink.#server.once('error', reject)
      sink.#server.listen(0, '127.0.0.1', () => resolve())
    })
    sink.#port = (sink.#server.server.address() as AddressInfo).port
    return sink
  }

  get port(): number {
    return this.#port
  }

  /** A transport configuration that delivers here. */
  get transport(): MailTransportConfig {
    return { kind: 'smtp', host: '127.0.0.1', port: this.#port, secure: false }
  }

  /** Answers every RCPT TO with `550 <reason>` until called with null. */
  refuseRecipients(reason: string | null): void {
    this.#refusal = reason
  }

  /** Holds the next message: `arrived` resolves when its DATA is in, the reply waits for `release()`. */
  holdNextMessage(): { arrived: Promise<void>; release: () => void } {
    let release!: () => void
    let arrived!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    const arrival = new Promise<void>((resolve) => (arrived = resolve))
    this.#hold = { arrived, released }
    return { arrived: arrival, release }
  }

  /** Resolves once `count` messages have been received in all. */
  waitFor(count: number): Promise<ReceivedMail[]> {
    if (this.received.length >= count) return Promise.resolve(this.received)
    return new Promise((resolve) => this.#waiters.push({ count, resolve }))
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()))
  }

  async #receive(stream: SMTPServerDataStream, envelope: SMTPServerEnvelope) {
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    const hold = this.#hold
    if (hold) {
      this.#hold = null
      hold.arrived()
      await hold.released
    }
    const raw = Buffer.concat(chunks)
    const mail = await parseEml(raw)
    const from = envelope.mailFrom ? envelope.mailFrom.address : ''
    this.received.push({
      ...mail,
      envelope: { from, to: envelope.rcptTo.map((recipient) => recipient.address) },
      raw,
      header: (name) => headerValue(mail.headers, name),
    })
    for (const waiter of this.#waiters.filter(
      (candidate) => this.received.length >= candidate.count,
    )) {
      this.#waiters.splice(this.#waiters.indexOf(waiter), 1)
      waiter.resolve(this.received)
    }
  }
}
