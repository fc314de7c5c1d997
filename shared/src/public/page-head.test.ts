// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { eventJsonLd, type JsonLd } from './event-json-ld.js'
import { scriptJson } from '../html.js'
import { publicPageHead } from './page-head.js'
import { fullPublicEvent } from './public-event-fixtures.js'
import type { PublicEvent } from './public-event.js'
import { eventPropertyProblems } from './schema-org-event.js'

const ORIGIN = 'https://tessera.example'
const URL_OF_PAGE = `${ORIGIN}/event/k3Jd9Qx2`
const event = (overrides: Partial<PublicEvent> = {}): PublicEvent => ({
  ...fullPublicEvent,
  ...overrides,
})

/** The head's HTML parsed, and its JSON-LD read back. */
function head(value: PublicEvent, locale: 'en' | 'el' = 'en') {
  const document = new DOMParser().parseFromString(
    `<!doctype html><html><head>${publicPageHead(value, locale, ORIGIN)}</head><body></body></html>`,
    'text/html',
  )
  const content = (selector: string) =>
    document.head.querySelector(selector)?.getAttribute('content')
  const ld = document.head.querySelector('script[type="application/ld+json"]')!.textContent!
  return { document, content, jsonLd: JSON.parse(ld) as Record<string, unknown> }
}

describe('publicPageHead', () => {
  it('names the page after the event and describes it with its summary', () => {
    const { document, content } = head(event())
    expect(document.title).toBe('Athens Design Week 2027 · Tessera')
    expect(content('meta[name="description"]')).toBe(fullPublicEvent.description)
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      URL_OF_PAGE,
    )
  })

  it('offers the page in English and Greek through ?lang=', () => {
    const { document } = head(event())
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ])
    expect(alternates).toEqual([
      ['en', `${URL_OF_PAGE}?lang=en`],
      ['el', `${URL_OF_PAGE}?lang=el`],
      ['x-default', URL_OF_PAGE],
    ])
  })

  it('gives social networks the title, summary and hero image as absolute URLs', () => {
    const { content } = head(event(), 'el')
    expect(content('meta[property="og:title"]')).toBe(fullPublicEvent.name)
    expect(content('meta[property="og:url"]')).toBe(URL_OF_PAGE)
    expect(content('meta[property="og:locale"]')).toBe('el_GR')
    expect(content('meta[property="og:image"]')).toBe(`${ORIGIN}/files/events/12/hero.webp`)
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(content('meta[name="twitter:image"]')).toBe(`${ORIGIN}/files/events/12/hero.webp`)
  })

  it('uses the id without a hash code and a small card without a hero image', () => {
    const { document, content } = head(event({ hash_code: '', hero_image: null }))
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/event/12`,
    )
    expect(content('meta[name="twitter:card"]')).toBe('summary')
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull()
  })

  it('escapes the texts: a name that closes the script or a tag stays a name', () => {
    const name = 'Rock </script><script>alert(1)</script> "night" & <b>more</b>'
    const { document, content, jsonLd } = head(event({ name, description: `<img src=x>` }))
    expect(document.title).toBe(`${name} · Tessera`)
    expect(content('meta[property="og:title"]')).toBe(name)
    expect(content('meta[name="description"]')).toBe('<img src=x>')
    expect(document.head.querySelectorAll('script')).toHaveLength(1)
    expect(document.head.querySelector('img, b')).toBeNull()
    expect(jsonLd.name).toBe(name)
  })
})

describe('scriptJson', () => {
  it('leaves no <, > or & in the text and parses back to the value', () => {
    const value = { text: '</script><!-- & \u2028' }
    const json = scriptJson(value)
    expect(json).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(json)).toEqual(value)
  })
})

describe('eventJsonLd', () => {
  const ld = (overrides: Partial<PublicEvent> = {}) =>
    eventJsonLd(event(overrides), URL_OF_PAGE, ORIGIN)

  it('has every property schema.org and search engines require or recommend for an Event', () => {
    expect(eventPropertyProblems(ld())).toEqual([])
    expect(ld()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: fullPublicEvent.name,
      description: fullPublicEvent.description,
      startDate: '2027-05-14T10:00:00.000+03:00',
      endDate: '2027-05-16T18:00:00.000+03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      url: URL_OF_PAGE,
      organizer: {
        '@type': 'Organization',
        name: 'Studio Meraki',
        url: 'https://studio.example.org',
      },
    })
  })

  it('places a hybrid event at its venue and online', () => {
    const value = ld()
    expect(value.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode')
    expect(value.location).toEqual([
      {
        '@type': 'Place',
        name: 'Benaki Museum',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Pireos 138, Athens',
          addressLocality: 'Athens',
          postalCode: '118 54',
          addressCountry: 'GR',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 37.9786, longitude: 23.7095 },
      },
      { '@type': 'VirtualLocation', url: 'https://zoom.us/j/123456789' },
    ])
  })

  it('places a physical event at its venues only and a virtual one online only', () => {
    const physical = ld({ event_type: 'physical' })
    expect(physical.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode')
    expect((physical.location as JsonLd[]).map((place) => place['@type'])).toEqual(['Place'])
    const virtual = ld({ event_type: 'virtual' })
    expect(virtual.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode')
    expect(virtual.location).toEqual([
      { '@type': 'VirtualLocation', url: 'https://zoom.us/j/123456789' },
    ])
  })

  it('offers each ticket at what the buyer pays, available as its sale state says', () => {
    const states = ['on_sale', 'sold_out', 'not_yet', 'ended'] as const
    const tickets = states.map((sale_state) => ({ ...fullPublicEvent.tickets[0]!, sale_state }))
    const offers = ld({ tickets }).offers as JsonLd[]
    expect(offers[0]).toEqual({
      '@type': 'Offer',
      name: 'Full pass',
      price: 63.2,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      validFrom: '2027-01-01T00:00:00.000+02:00',
      url: URL_OF_PAGE,
    })
    expect(offers.map((offer) => offer.availability)).toEqual([
      'https://schema.org/InStock',
      'https://schema.org/SoldOut',
      'https://schema.org/PreOrder',
      'https://schema.org/Discontinued',
    ])
  })

  it('lists the hero and gallery images as absolute URLs', () => {
    expect(ld().image).toEqual([
      `${ORIGIN}/files/events/12/hero.webp`,
      `${ORIGIN}/files/events/12/gallery-1.webp`,
      `${ORIGIN}/files/events/12/gallery-2.webp`,
      `${ORIGIN}/files/events/12/gallery-3.webp`,
    ])
  })

  it('reports what an incomplete Event lacks', () => {
    const { offers: _offers, organizer, ...rest } = ld()
    expect(eventPropertyProblems({ ...rest, offers: [{ price: 1 }], organizer })).toEqual([
      'offers[0].priceCurrency',
      'offers[0].availability',
      'offers[0].validFrom',
      'offers[0].url',
    ])
    expect(eventPropertyProblems({ '@type': 'Event', location: { '@type': 'Place' } })).toContain(
      'location[0].address',
    )
  })
})
