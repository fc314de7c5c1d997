import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@lingui/core'
import { fullPublicEvent } from '@tessera/shared/public/public-event-fixtures'
import type { PublicEvent, PublicTicket } from '@tessera/shared/public/public-event'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { messages as greek } from '../locales/el/messages.po'
import { PublicEventPage } from './public-event-page'

afterEach(() => {
  cleanup()
  i18n.activate('en')
})

const NOW = '2027-05-10T12:00:00.000Z'

const emptyEvent: PublicEvent = {
  ...fullPublicEvent,
  description: null,
  additional_description: null,
  event_type: 'tba',
  virtual_link: null,
  hero_image: null,
  video_url: null,
  event_agenda: [],
  event_faqs: [],
  event_host: [],
  additional_images: [],
  additional_docs: [],
  category: null,
  tags: [],
  venues: [],
  tickets: [],
}

const regions = () =>
  screen
    .getAllByRole('region')
    .map(
      (region) =>
        document.getElementById(region.getAttribute('aria-labelledby') ?? '')?.textContent,
    )

function renderPage(event: PublicEvent, props: { bookOnly?: boolean; preview?: boolean } = {}) {
  return renderWithI18n(<PublicEventPage event={event} now={NOW} {...props} />)
}

describe('the base layout', () => {
  it('shows every section of a full event, one h1, the hero image fetched first', () => {
    renderPage(fullPublicEvent)
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      fullPublicEvent.name,
    ])
    expect(regions()).toEqual([
      'When',
      'Where',
      'Tickets',
      'About this event',
      'Agenda',
      'Media gallery',
      'Video',
      'Content hub',
      'Frequently asked questions',
      'Tags',
      'Organizer',
    ])
    const hero = screen.getByRole('img', { name: `${fullPublicEvent.name}: event image` })
    expect(hero.getAttribute('fetchpriority')).toBe('high')
    expect([hero.getAttribute('width'), hero.getAttribute('height')]).toEqual(['1600', '1000'])
    expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
      '/api/v1/public/events/k3Jd9Qx2/calendar.ics',
    )
    expect(screen.getByRole('complementary', { name: 'Booking' })).toBeTruthy()
  })

  it('leaves out the sections an event has nothing for', () => {
    renderPage(emptyEvent)
    expect(regions()).toEqual(['When', 'Where', 'Organizer'])
    expect(screen.getByText('To be announced')).toBeTruthy()
    expect(screen.queryByRole('img', { name: /event image/ })).toBeNull()
  })

  it('carries the promotional banner for a free-plan organizer only', () => {
    renderPage({ ...fullPublicEvent, organizer: { ...fullPublicEvent.organizer, plan: 'free' } })
    expect(screen.getByRole('complementary', { name: 'About Tessera' })).toBeTruthy()
    cleanup()
    renderPage(fullPublicEvent)
    expect(screen.queryByRole('complementary', { name: 'About Tessera' })).toBeNull()
  })

  it('shows only the Book button in the book-only mode', () => {
    renderPage(fullPublicEvent, { bookOnly: true })
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.getByRole('button', { name: 'Get your pass' })).toBeTruthy()
  })

  it('sets the brand colours as custom properties', () => {
    const { container } = renderPage({
      ...fullPublicEvent,
      custom_brand_colors: { primary: '#aa0000' },
    })
    expect(
      (container.firstElementChild as HTMLElement).style.getPropertyValue('--pe-brand-primary'),
    ).toBe('#aa0000')
  })
})

describe('the Book button', () => {
  it('is present but disabled, says booking opens soon, with the event label and a readable colour', () => {
    renderPage(fullPublicEvent)
    const book = screen.getByRole('button', { name: 'Get your pass' }) as HTMLButtonElement
    expect(book.disabled).toBe(true)
    expect(book.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(book.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Booking opens soon',
    )
    expect(book.style.color).toMatch(/255, 255, 255|#ffffff/)
    expect(screen.getByText('Early bird until March')).toBeTruthy()
  })

  it('shows what tickets cost in the event currency and the page language', () => {
    renderPage(fullPublicEvent, { bookOnly: true })
    expect(screen.getByText('€0.00 – €63.20')).toBeTruthy()
    cleanup()
    i18n.loadAndActivate({ locale: 'el', messages: greek })
    const [full, online] = fullPublicEvent.tickets as [PublicTicket, PublicTicket]
    renderPage(
      { ...fullPublicEvent, tickets: [full, { ...online, sale_state: 'ended' }] },
      { bookOnly: true },
    )
    expect(screen.getByText('63,20 €')).toBeTruthy()
    expect(screen.getByText('Οι κρατήσεις ανοίγουν σύντομα')).toBeTruthy()
  })

  it('says Free, or that no tickets are available', () => {
    renderPage({ ...fullPublicEvent, tickets: [fullPublicEvent.tickets[1]!] }, { bookOnly: true })
    expect(screen.getByText('Free')).toBeTruthy()
    cleanup()
    renderPage({ ...fullPublicEvent, tickets: [] }, { bookOnly: true })
    expect(screen.getByText('No available tickets at the moment')).toBeTruthy()
  })

  it('says Book without a custom label', () => {
    renderPage({ ...fullPublicEvent, custom_book_button_label: false, book_button_color: null })
    expect((screen.getByRole('button', { name: 'Book' }) as HTMLButtonElement).style.color).toBe('')
  })
})

describe('the preview', () => {
  it('shows the page with a contact form that does not send', async () => {
    renderPage(fullPublicEvent, { preview: true })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Contact the organizer' }))
    expect(await screen.findByText('Messages cannot be sent from the preview.')).toBeTruthy()
    expect(
      (screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled,
    ).toBe(true)
  })

  it('titles the page with an h2: the management screen above it has the one h1', () => {
    renderPage(fullPublicEvent, { preview: true })
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: fullPublicEvent.name })).toBeTruthy()
  })
})

describe('the alternative layouts', () => {
  it('tabloid: tabs media gallery, location, content hub, opening on the media gallery', () => {
    renderPage({ ...fullPublicEvent, theme: 'tabloid' })
    const tabs = within(screen.getByRole('tablist', { name: 'Event sections' }))
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Media gallery',
      'Location',
      'Content hub',
    ])
    expect(tabs.getByRole('tab', { name: 'Media gallery' }).getAttribute('aria-selected')).toBe(
      'true',
    )
    expect(screen.getByRole('tabpanel', { name: 'Media gallery' })).toBeTruthy()
    expect(screen.queryByRole('complementary', { name: 'About Tessera' })).toBeNull()
  })

  it('tabloid: every other section of a full event around the tabs', () => {
    renderPage({ ...fullPublicEvent, theme: 'tabloid' })
    expect(regions()).toEqual([
      'When',
      'Tickets',
      'About this event',
      'Media gallery',
      'Agenda',
      'Video',
      'Frequently asked questions',
      'Tags',
      'Organizer',
    ])
  })

  it('eventalk: the event details tab holds when, tickets, about, video, FAQ and tags', () => {
    renderPage({ ...emptyEvent, ...fullPublicEvent, additional_images: [], theme: 'eventalk' })
    expect(regions()).toEqual([
      'When',
      'Tickets',
      'About this event',
      'Video',
      'Frequently asked questions',
      'Tags',
      'Organizer',
    ])
  })

  it('eventalk: a countdown and the tabs of the spec (no speakers), without empty ones', () => {
    renderPage({ ...fullPublicEvent, theme: 'eventalk' })
    expect(screen.getByRole('timer').textContent).toBe('Starts in 3 d 19:00:00')
    const tabs = within(screen.getByRole('tablist', { name: 'Event sections' }))
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Event details',
      'Agenda',
      'Media gallery',
      'Content hub',
      'Location',
    ])
    cleanup()
    renderPage({ ...emptyEvent, theme: 'eventalk' })
    const few = within(screen.getByRole('tablist', { name: 'Event sections' }))
    expect(few.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Event details',
      'Location',
    ])
    expect(few.getByRole('tab', { name: 'Event details' }).getAttribute('aria-selected')).toBe(
      'true',
    )
  })
})
