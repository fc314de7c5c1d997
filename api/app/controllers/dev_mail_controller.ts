import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import ApiError from '#exceptions/api_error'
import { isLoopbackRequest } from '#lib/loopback'
import DevMailbox from '#services/mail/dev_mailbox'
import { mailboxPage, messagePage } from '#services/mail/dev_mail_pages'

/**
 * `/dev/mail`: the file transport's messages as HTML pages, password-reset links included, so only
 * for a request made on this machine (`isLoopbackRequest`); 404 to anyone else, in production, or
 * with SMTP.
 */
export default class DevMailController {
  async index({ request, response }: HttpContext) {
    const mailbox = await this.#mailbox(request)
    const { entries, total } = await mailbox.list()
    return this.#html(response, mailboxPage(entries, total))
  }

  async show({ params, request, response }: HttpContext) {
    const mail = await (await this.#mailbox(request)).read(String(params.file))
    if (!mail) throw ApiError.notFound()
    return this.#html(response, messagePage(mail))
  }

  async #mailbox(request: HttpContext['request']): Promise<DevMailbox> {
    if (!isLoopbackRequest(request)) throw ApiError.notFound()
    const mailbox = await app.container.make(DevMailbox)
    if (!mailbox.available) throw ApiError.notFound()
    return mailbox
  }

  #html(response: HttpContext['response'], html: string) {
    response.header('Content-Type', 'text/html; charset=utf-8')
    response.header('Cache-Control', 'no-store')
    // The page runs no script at all; messages' HTML sits in a sandboxed srcdoc iframe.
    response.header(
      'Content-Security-Policy',
      "script-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    )
    return response.send(html)
  }
}
