import { EventFactory } from '#database/factories/event_factory'
import { EventTicketFactory } from '#database/factories/event_ticket_factory'
import { TicketFactory } from '#database/factories/ticket_factory'
import { VenueFactory } from '#database/factories/venue_factory'
import type Event from '#models/event'
import { createUser } from '#tests/helpers'

/**
 * Reading the server-rendered public page: head tags, the JSON-LD and the embedded payload, by
 * pattern (the API has no DOM); attribute values come back unescaped.
 */
const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

export function metaContent(html: string, key: 'name' | 'property', name: string) {
  const match = new RegExp(`<meta ${key}="${name}" content="([^"]*)">`).exec(html)
  return match ? unescape(match[1]!) : null
}

export function linkHref(html: string, rel: string, hreflang?: string) {
  const lang = hreflang ? ` hreflang="${hreflang}"` : ''
  const match = new RegExp(`<link rel="${rel}"${lang} href="([^"]*)">`).exec(html)
  return match ? unescape(match[1]!) : null
}

export function titleOf(html: string) {
  const match = /<title>([^<]*)<\/title>/.exec(html)
  return match ? unescape(match[1]!) : null
}

/** The text of every `<script type="…">` of that type. */
export function scripts(html: string, type: string): string[] {
  return [...html.matchAll(new RegExp(`<script type="${type}"[^>]*>([^<]*)</script>`, 'g'))].map(
    (match) => match[1]!,
  )
}

/** What the page's loader adds once the page is painted: its modules in order, and their preloads. */
export function pageModules(html: string): { modules: string[]; preloads: string[] } | null {
  const match = /<script data-modules="([^"]*)" data-preloads="([^"]*)">/.exec(html)
  if (!match) return null
  return { modules: JSON.parse(unescape(match[1]!)), preloads: JSON.parse(unescape(match[2]!)) }
}

/** A published hybrid event of an organizer with a venue, a hero image and a paid ticket. */
export async function publishedEvent(overrides: Partial<Event> = {}) {
  const user = await createUser('organizer', { name: 'Studio Meraki' })
  const event = await EventFactory.apply('published')
    .merge({
      userId: user.id,
      name: 'Athens Design Week',
      description: 'Three days of talks and workshops.',
      eventType: 'hybrid',
      heroImage: '/uploads/events/1/hero.webp',
      ...overrides,
    })
    .create()
  const venue = await VenueFactory.merge({ userId: user.id, addressName: 'Pireos 138' }).create()
  await event.related('venues').attach([venue.id])
  const ticket = await TicketFactory.merge({ userId: user.id, name: 'Full pass' }).create()
  const offer = await EventTicketFactory.apply('paid')
    .merge({ eventId: event.id, ticketId: ticket.id })
    .create()
  return { user, event, offer }
}
