import { routePath } from '@tessera/shared/routing/routes'
import { escapeHtml } from '@tessera/shared/html'

/** The public page of an event: `{origin}/event/{hash_code or id}` (spec "events" §9 "Public URL"). */
export function publicEventUrl(
  origin: string,
  event: { id: string; hash_code?: string | null },
): string {
  return `${origin}${routePath('publicEvent', { code: event.hash_code || event.id })}`
}

/**
 * What organizers paste into their own sites to sell tickets there: the booking widget's module
 * and its element for this event (docs/ARCHITECTURE.md "The widget is standalone").
 */
export function embedSnippet(
  origin: string,
  event: { id: string; hash_code?: string | null },
): string {
  const code = escapeHtml(event.hash_code || event.id)
  // eslint-disable-next-line lingui/no-unlocalized-strings -- HTML for the organizer's site, not a text of the interface
  return `<script type="module" src="${escapeHtml(origin)}/widget/tessera-booking.js"></script>\n<tessera-booking event="${code}"></tessera-booking>`
}
