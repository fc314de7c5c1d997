import { inject } from '@adonisjs/core'
import { Exception } from '@adonisjs/core/exceptions'
import BodyParserMiddleware from '@adonisjs/core/bodyparser_middleware'
import type { HttpContext, Request } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { IncomingMessage } from 'node:http'

/**
 * Routes whose body is kept as bytes, not parsed, with the most each may send: the payment webhooks
 * verify a signature over the exact bytes; violation reports come in media types of their own.
 */
const RAW_BODY_LIMITS = new Map([
  ['/api/v1/payments/:provider/webhook/:organizer?', 256 * 1024],
  ['/api/v1/csp-reports', 16 * 1024],
])

const rawBodies = new WeakMap<Request, Buffer>()

/** The most a raw-body route's request may send, in bytes; undefined on any other route. */
export function rawBodyLimitOf(ctx: HttpContext): number | undefined {
  return ctx.route ? RAW_BODY_LIMITS.get(ctx.route.pattern) : undefined
}

/** The bytes of a raw-body route's request (empty when it had none). */
export function rawBodyOf(request: Request): Buffer {
  return rawBodies.get(request) ?? Buffer.alloc(0)
}

async function readBytes(stream: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream) {
    size += (chunk as Buffer).length
    if (size > limit) {
      throw new Exception('request entity too large', {
        status: 413,
        code: 'E_REQUEST_ENTITY_TOO_LARGE',
      })
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/**
 * The body parser, except on the raw-body routes (the payment webhooks, whose signatures are over
 * the raw bytes, and the violation reports): there the bytes are read as they came (`rawBodyOf`)
 * and nothing is parsed.
 */
@inject()
export default class RequestBodyMiddleware {
  constructor(protected bodyParser: BodyParserMiddleware) {}

  async handle(ctx: HttpContext, next: NextFn) {
    const limit = rawBodyLimitOf(ctx)
    if (!limit) return this.bodyParser.handle(ctx, next)
    rawBodies.set(ctx.request, await readBytes(ctx.request.request, limit))
    return next()
  }
}
