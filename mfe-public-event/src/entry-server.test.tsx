import { describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import { fullPublicEvent } from '@tessera/shared/public/public-event-fixtures'
import { renderEventBody, renderNotFound } from './entry-server'

const NOW = '2027-03-01T09:00:00.000Z'

describe('the public page on the server', () => {
  it('renders pages in two languages at once, each in its own, never through the global i18n', async () => {
    const before = i18n.locale
    const locales = ['en', 'el', 'en', 'el', 'el', 'en'] as const
    const bodies = await Promise.all(
      locales.map((locale) => renderEventBody({ event: fullPublicEvent, now: NOW, locale })),
    )
    bodies.forEach((body, i) => {
      expect(body).toMatch(locales[i] === 'el' ? /<h2[^>]*>Πότε<\/h2>/ : /<h2[^>]*>When<\/h2>/)
      expect(body).toMatch(/<h1[^>]*>Athens Design Week 2027<\/h1>/)
    })
    // A request switching the one global instance could hand its language to another's render.
    expect(i18n.locale).toBe(before)
  })

  it('embeds the document and the server time it rendered from, escaped', async () => {
    const name = '</script><script>alert(1)</script>'
    const body = await renderEventBody({
      event: { ...fullPublicEvent, name },
      now: NOW,
      locale: 'en',
    })
    expect(body.match(/<script/g)).toHaveLength(1)
    const json =
      /<script type="application\/json" id="tessera-public-event">([^<]*)<\/script>/.exec(body)![1]!
    const payload = JSON.parse(json)
    expect(payload.now).toBe(NOW)
    expect(payload.document.data.attributes.name).toBe(name)
  })

  it('draws the map box with the given tile service and passes the service on to hydration', async () => {
    const mapTiles = { url: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png', attribution: 'Test tiles' }
    const body = await renderEventBody({ event: fullPublicEvent, now: NOW, locale: 'en', mapTiles })
    expect(body).toContain('aria-label="Map of the venue"')
    const json =
      /<script type="application\/json" id="tessera-public-event">([^<]*)<\/script>/.exec(body)![1]!
    expect(JSON.parse(json).mapTiles).toEqual(mapTiles)
  })

  it('titles the not-found page in the visitor’s language', async () => {
    expect((await renderNotFound('el')).title).toBe('Η σελίδα δεν βρέθηκε · Tessera')
    const { body } = await renderNotFound('en')
    expect(body).toContain('Page not found')
    expect(body).toContain('href="/manage/dashboard"')
  })
})
