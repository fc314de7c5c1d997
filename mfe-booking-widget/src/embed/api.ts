import type { DataDocument, ErrorObject } from '@tessera/shared/jsonapi/document'
import type { Locale } from '@tessera/shared/i18n/locales'

export const MEDIA_TYPE = 'application/vnd.api+json'

/** A refusal of the API (its JSON:API errors), or `network_error` when no answer came. */
export class WidgetApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ErrorObject[],
  ) {
    super(errors[0]?.code ?? 'network_error')
  }
  get code(): string {
    return this.message
  }
}

/** The API's base URL: the `api` attribute's origin, else the origin the script came from. */
export function apiBase(api: string | undefined, scriptUrl: string): string {
  const origin = new URL(api || scriptUrl, scriptUrl).origin
  return `${origin}/api/v1`
}

export async function send(url: string, init: RequestInit): Promise<DataDocument> {
  let response: Response
  try {
    // No cookies ever: the host page's and Tessera's are none of the other's business.
    response = await fetch(url, { ...init, credentials: 'omit', mode: 'cors' })
  } catch {
    throw new WidgetApiError(0, [])
  }
  const body = (await response.json().catch(() => null)) as
    (DataDocument & { errors?: ErrorObject[] }) | null
  if (!response.ok || !body) throw new WidgetApiError(response.status, body?.errors ?? [])
  return body
}

/** `GET /public/events/{code}`: the published event and its tickets (`readPublicEvent` reads it). */
export function getPublicEventDocument(base: string, code: string, locale: Locale) {
  return send(`${base}/public/events/${encodeURIComponent(code)}`, {
    headers: { Accept: MEDIA_TYPE, 'Accept-Language': locale },
  })
}
