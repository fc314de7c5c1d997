import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import ApiError from '#exceptions/api_error'
import { isLoopbackRequest } from '#lib/loopback'
import DevMailbox from '#services/mail/dev_mailbox'
import { DEV_MAIL_STYLE, mailboxPage, messagePage } from '#services/mail/dev_mail_pages'
import { cspHash, strictPolicy } from '#services/csp/content_security_policy'

/** The pages run no script and have one style; the message frame is their only subresource. */
const PAGE_POLICY = strictPolicy({
  'default-src': ["'none'"],
  'style-src': [cspHash(DEV_MAIL_STYLE)],
  'frame-src': ["'self'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
})

/**
 * A message's own HTML: inline styles as e-mail has them, nothing else (no script, no request,
 * `sandbox`: an opaque origin), and only inside the message page.
 */
const MESSAGE_POLICY = strictPolicy({
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'img-src': ['data:'],
  'form-action': ["'none'"],
  'frame-ancestors': ["'self'"],
  sandbox: [],
})

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
    return this.#html(response, messagePage(String(params.file), mail))
  }

  /** The message's HTML part, for the message page's frame. */
  async html({ params, request, response }: HttpContext) {
    const mail = await (await this.#mailbox(request)).read(String(params.file))
    if (!mail?.html) throw ApiError.notFound()
    return this.#html(response, mail.html, MESSAGE_POLICY)
  }

  async #mailbox(request: HttpContext['request']): Promise<DevMailbox> {
    if (!isLoopbackRequest(request)) throw ApiError.notFound()
    const mailbox = await app.container.make(DevMailbox)
    if (!mailbox.available) throw ApiError.notFound()
    return mailbox
  }

  #html(response: HttpContext['response'], html: string, policy = PAGE_POLICY) {
    response.header('Content-Type', 'text/html; charset=utf-8')
    response.header('Cache-Control', 'no-store')
    response.header('Content-Security-Policy', policy)
    return response.send(html)
  }
}
