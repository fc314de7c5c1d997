import type { APIRequestContext } from '@playwright/test'
import { apiAs, documentOf, newResource, type Api } from './api-client'
import { athensWallTime, createEvent } from './event-screens'
import { demoAccount } from './fixtures'
import { grainyPhoto } from './images'
import { uniqueId } from './pages'

/** A tiny valid PDF (recognised by its content, as the upload endpoint checks). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)

/** An additional description long enough (over 1000 characters) for About to collapse. */
const STORY = `<p>${'An evening of rebetiko and jazz by the harbour, with the musicians of the town. '.repeat(16)}</p><p>The closing words of the story.</p>`

/** What a page with every section filled shows, to be found on it. */
export const FULL_SECTIONS = {
  description: 'Live music by the harbour, every section of the page filled.',
  zoomLink: 'https://zoom.us/j/5550001234',
  videoId: 'aqz-KE-bpKQ',
  venue: {
    name: 'Gazi Music Hall',
    address_name: 'Persefonis 1, Athens',
    lat: 37.978,
    long: 23.712,
  },
  agenda: { title: 'Doors open', name: 'Eleni Karra', content: 'Welcome drinks on the terrace.' },
  faq: { name: 'Is there parking?', content: 'Yes, beside the hall.' },
  host: { type: 'instagram', content: 'https://instagram.com/tessera.demo' },
  ticketName: 'Standing',
  documentName: 'Programme.pdf',
  story: STORY,
} as const

/** Signs the demo organizer in: the API and the bearer token (uploads are multipart). */
export async function organizerSession(request: APIRequestContext) {
  const { email, password } = demoAccount('organizer')
  const login = await request.post('/api/v1/login', { data: { email, password } })
  if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`)
  const token = ((await login.json()) as { meta: { access_token: string } }).meta.access_token
  return { api: apiAs(request, token), token }
}

/** Uploads files to `/uploads/events/{id}/{kind}` as the account of `token`. */
async function upload(
  request: APIRequestContext,
  token: string,
  path: string,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  const form = new FormData()
  for (const file of files)
    form.append(
      'attachments[]',
      new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }),
      file.name,
    )
  const answer = await request.post(`/api/v1/uploads/${path}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.api+json' },
    multipart: form,
  })
  if (!answer.ok()) throw new Error(`upload ${path}: ${answer.status()} ${await answer.text()}`)
}

/**
 * A new ticket type of `api`'s account (`name`, `description`) offered on the event with the
 * event-ticket attributes given (price, quantities, `sale_range`…).
 */
export async function offerTicket(
  api: Api,
  eventId: string,
  ticket: { name: string; description: string },
  offer: Record<string, unknown>,
) {
  const type = await documentOf(await api.post('tickets', newResource('tickets', ticket)), 201)
  await documentOf(
    await api.post(
      'event-tickets',
      newResource('event-tickets', offer, {
        event: { type: 'events', id: eventId },
        ticket: { type: 'tickets', id: type.data.id },
      }),
    ),
    201,
  )
}

/**
 * A published virtual event of `api`'s account with one ticket on sale (50, 4 per person, from
 * today to in three days): its id, name and booking code.
 */
export async function offeredEvent(api: Api, ticket: { name: string; price: number }) {
  const name = `Harbour talks ${uniqueId()}`
  const created = await createEvent(api, name, `harbour-${uniqueId()}`)
  const id = created.data.id
  const attributes = { status: 'public', virtual_link: 'https://meet.example.org/harbour' }
  await documentOf(await api.patch(`events/${id}`, { data: { type: 'events', id, attributes } }))
  await offerTicket(
    api,
    id,
    { name: ticket.name, description: ticket.price ? 'By the stage' : 'Free' },
    {
      price: ticket.price,
      total_quantity: 50,
      max_quantity_per_person: 4,
      sale_range: [athensWallTime(0, '00:00'), athensWallTime(3, '17:00')],
    },
  )
  return { id, name, code: String(created.data.attributes.hash_code) }
}

/** A hero image (a grainy 800 × 500 photo) for the event, as the account of `token`. */
export async function uploadHero(request: APIRequestContext, token: string, eventId: string) {
  await upload(request, token, `events/${eventId}/hero`, [
    { name: 'hero.jpg', mimeType: 'image/jpeg', buffer: await grainyPhoto(800, 500) },
  ])
}

/** The event's sections, its layout and its venue, then published. */
function fullAttributes(theme: string) {
  const { description, zoomLink, videoId, agenda, faq, host } = FULL_SECTIONS
  return {
    theme,
    description,
    additional_description: STORY,
    event_type: 'hybrid',
    total_capacity: 200,
    unlimited_attendees: false,
    virtual_link: zoomLink,
    video_url: `https://www.youtube.com/watch?v=${videoId}`,
    event_agenda: [{ ...agenda, start_at: '18:00' }],
    event_faqs: [faq],
    event_host: [host],
    status: 'public',
  }
}

/**
 * A published hybrid event of `api`'s account in `theme` with every section of the public page
 * filled: ticket, venue with coordinates, tags, category, agenda, FAQ, host contact, hero image,
 * two additional images, a document, a promo video and a Zoom link. Answers its name and path.
 */
export async function seedFullEvent(request: APIRequestContext, theme: string) {
  const { api, token } = await organizerSession(request)
  const name = `Harbour nights ${theme} ${uniqueId()}`
  const created = await createEvent(api, name, `harbour-${uniqueId()}`)
  const id = created.data.id
  const categories = (await documentOf(await api.get('categories'))) as unknown as {
    data: { id: string }[]
  }
  const venue = { type: 'venues', lid: 'venue-1', attributes: FULL_SECTIONS.venue }
  const relationships = {
    venues: { data: [venue] },
    category: { data: { type: 'categories', id: categories.data[0]!.id } },
  }
  await documentOf(
    await api.patch(`events/${id}`, {
      data: { type: 'events', id, attributes: fullAttributes(theme), relationships },
    }),
  )
  // At 15, its sale opening tomorrow.
  await offerTicket(
    api,
    id,
    { name: FULL_SECTIONS.ticketName, description: 'By the stage' },
    {
      price: 15,
      total_quantity: 100,
      sale_range: [athensWallTime(1, '10:00'), athensWallTime(4, '17:00')],
    },
  )
  const photo = await grainyPhoto(800, 500)
  await upload(request, token, `events/${id}/hero`, [
    { name: 'hero.jpg', mimeType: 'image/jpeg', buffer: photo },
  ])
  await upload(request, token, `events/${id}/images`, [
    { name: 'stage.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'crowd.jpg', mimeType: 'image/jpeg', buffer: photo },
  ])
  await upload(request, token, `events/${id}/documents`, [
    { name: FULL_SECTIONS.documentName, mimeType: 'application/pdf', buffer: PDF },
  ])
  await api.logout()
  const code = String(created.data.attributes.hash_code || id)
  return { id, name, code, path: `/event/${code}` }
}
