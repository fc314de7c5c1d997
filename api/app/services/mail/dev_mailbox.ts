import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import mailConfig, { devMailDirectory } from '#config/mail'
import { headerValue, parseEml, parseEmlHeaders, type ParsedMail } from '#services/mail/eml_reader'
import { EML_FILE_PATTERN } from '#services/mail/transports'

export type MailboxEntry = { file: string; date: Date | null; to: string; subject: string }

/** How many messages the list shows; older files stay on disk. */
export const MAILBOX_PAGE_SIZE = 200

/**
 * The messages the file transport wrote, for the dev mail page. `directory` is null where the page
 * does not exist (production, or SMTP configured): then `available` is false.
 */
export default class DevMailbox {
  readonly directory: string | null

  constructor(directory: string | null = devMailDirectory(mailConfig.transport, app.inProduction)) {
    this.directory = directory
  }

  get available(): boolean {
    return this.directory !== null
  }

  /** Newest first; `total` counts every message on disk. */
  async list(): Promise<{ entries: MailboxEntry[]; total: number }> {
    const files = (await this.#files()).sort().reverse()
    const entries = await Promise.all(
      files.slice(0, MAILBOX_PAGE_SIZE).map(async (file) => {
        const headers = await parseEmlHeaders(await readFile(join(this.directory!, file)))
        const date = headerValue(headers, 'date')
        return {
          file,
          date: date ? new Date(date) : null,
          to: headerValue(headers, 'to') ?? '',
          subject: headerValue(headers, 'subject') ?? '',
        }
      }),
    )
    return { entries, total: files.length }
  }

  /** One message by file name, or null when the name is not one of ours or the file is gone. */
  async read(file: string): Promise<ParsedMail | null> {
    if (!this.directory || !EML_FILE_PATTERN.test(file)) return null
    try {
      return await parseEml(await readFile(join(this.directory, file)))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }

  async #files(): Promise<string[]> {
    if (!this.directory) return []
    try {
      return (await readdir(this.directory)).filter((file) => EML_FILE_PATTERN.test(file))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
  }
}
