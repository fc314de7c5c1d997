import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import db from '@adonisjs/lucid/services/db'
import type { Group } from '@japa/runner/core'
import { paymentsConfig } from '#config/payments'
import type { CheckoutOrder } from '#services/payments/payment_provider'
import { encryptedSecret } from '#services/payments/payment_secret'

export type StandinSession = {
  id: string
  object: 'checkout.session'
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  payment_intent: string | null
  amount_total: number
  url: string
  client_reference_id: string | null
  metadata: Record<string, string>
}

export type StandinRefund = {
  id: string
  object: 'refund'
  payment_intent: string
  amount: number
  status: 'succeeded' | 'failed'
}

export type StandinRequest = {
  method: string
  path: string
  params: Record<string, string>
  idempotencyKey: string | undefined
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
}

/**
 * A loopback stand-in of the parts of Stripe's API Tessera calls (Checkout Sessions create,
 * retrieve and expire; refunds create and list), answering as Stripe does, for the real `stripe` SDK pointed at it
 * with `STRIPE_API_URL`. It keeps every request for assertions and an idempotency key's answer.
 */
export class StripeStandin {
  readonly requests: StandinRequest[] = []
  readonly sessions = new Map<string, StandinSession>()
  /** Every refund made, through the API or `refundInDashboard`. */
  readonly refunds: StandinRefund[] = []
  #answers = new Map<string, unknown>()
  #server: Server
  #count = 0

  private constructor() {
    this.#server = createServer((request, response) => {
      void this.#handle(request).then(
        ([status, body]) => {
          response.writeHead(status, { 'content-type': 'application/json' })
          response.end(JSON.stringify(body))
        },
        (error: Error) => {
          response.writeHead(500, { 'content-type': 'application/json' })
          response.end(JSON.stringify({ error: { message: error.message } }))
        },
      )
    })
  }

  static async start(): Promise<StripeStandin> {
    const standin = new StripeStandin()
    await standin.#listen()
    return standin
  }

  /**
   * A stand-in for one test group: listening from the group's setup with the SDK pointed at it
   * (and `webhookSecret` as the deployment's endpoint secret, when given); the configuration comes
   * back and the stand-in closes after the group.
   */
  static forGroup(group: Group, webhookSecret?: string): StripeStandin {
    const standin = new StripeStandin()
    const original = { ...paymentsConfig }
    group.setup(async () => {
      await standin.#listen()
      paymentsConfig.stripeApiUrl = standin.url
      if (webhookSecret) paymentsConfig.stripeWebhookSecret = webhookSecret
      return async () => {
        Object.assign(paymentsConfig, original)
        await standin.close()
      }
    })
    return standin
  }

  #listen(): Promise<void> {
    return new Promise((resolve) => this.#server.listen(0, '127.0.0.1', resolve))
  }

  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`
  }

  /** The buyer paid the session on Stripe's page. */
  pay(id: string): StandinSession {
    const session = this.sessions.get(id)!
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_${id}`,
    })
    return session
  }

  /** The organizer refunds a payment in Stripe's dashboard (no request from Tessera). */
  refundInDashboard(
    paymentIntent: string,
    amount: number,
    status: StandinRefund['status'] = 'succeeded',
  ) {
    const refund: StandinRefund = {
      id: `re_${++this.#count}`,
      object: 'refund',
      payment_intent: paymentIntent,
      amount,
      status,
    }
    this.refunds.push(refund)
    return refund
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()))
  }

  async #handle(request: IncomingMessage): Promise<[number, unknown]> {
    const url = new URL(request.url ?? '/', this.url)
    const path = url.pathname
    const params =
      request.method === 'POST' ? await bodyOf(request) : Object.fromEntries(url.searchParams)
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined
    this.requests.push({ method: request.method ?? '', path, params, idempotencyKey })
    if (idempotencyKey && this.#answers.has(idempotencyKey)) {
      return [200, this.#answers.get(idempotencyKey)]
    }
    const answer = this.#route(request.method ?? '', path, params)
    if (idempotencyKey && answer[0] === 200) this.#answers.set(idempotencyKey, answer[1])
    return answer
  }

  #route(method: string, path: string, params: Record<string, string>): [number, unknown] {
    const [, , resource, collection, sessionId] = path.split('/')
    if (method === 'POST' && path === '/v1/checkout/sessions') return [200, this.#create(params)]
    if (method === 'POST' && path === '/v1/refunds') {
      return [200, this.refundInDashboard(params.payment_intent ?? '', Number(params.amount))]
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const data = this.refunds.filter((refund) => refund.payment_intent === params.payment_intent)
      return [200, { object: 'list', data, has_more: false, url: '/v1/refunds' }]
    }
    const session = resource === 'checkout' ? this.sessions.get(sessionId ?? '') : undefined
    if (!session || collection !== 'sessions')
      return [404, { error: { type: 'invalid_request_error' } }]
    if (method === 'GET') return [200, session]
    if (path.endsWith('/expire') && session.status === 'open') {
      session.status = 'expired'
      return [200, session]
    }
    return [400, { error: { type: 'invalid_request_error', message: 'session is not open' } }]
  }

  #create(params: Record<string, string>): StandinSession {
    const id = `cs_test_${++this.#count}`
    let amount = 0
    for (let i = 0; params[`line_items[${i}][quantity]`]; i++) {
      amount +=
        Number(params[`line_items[${i}][quantity]`]) *
        Number(params[`line_items[${i}][price_data][unit_amount]`])
    }
    const session: StandinSession = {
      id,
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      amount_total: amount,
      url: `${this.url}/pay/${id}`,
      client_reference_id: params.client_reference_id ?? null,
      metadata: { booking: params['metadata[booking]'] ?? '' },
    }
    this.sessions.set(id, session)
    return session
  }
}

/** What the order code hands a provider for a checkout: two lines, 53.20 in all. */
export const checkoutOrder = (hashCode: string, expiresAt = new Date()): CheckoutOrder => ({
  id: 7,
  hashCode,
  eventName: 'Harbour Jazz',
  currency: 'EUR',
  totalCents: 5_320,
  buyerEmail: 'maria@example.com',
  locale: 'el',
  expiresAt,
  lines: [
    { ticketName: 'Standing', quantity: 2, finalUnitCents: 2_100 },
    { ticketName: 'Seat', quantity: 1, finalUnitCents: 1_120 },
  ],
  openerOrigin: 'https://organizer.example',
})

/** The organizer takes card payments through their own Stripe account (`sk_test_organizer`). */
export const useStripe = (userId: number) =>
  db
    .from('users')
    .where('id', userId)
    .update({ payment_gateway: 2, payment_secret_encrypted: encryptedSecret('sk_test_organizer') })
