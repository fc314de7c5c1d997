import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { fullPublicEvent } from '@tessera/shared/public/public-event-fixtures'
import type { PublicEvent } from '@tessera/shared/public/public-event'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { messages as greek } from '../../locales/el/messages.po'
import { AboutSection } from './about-section'
import { ContentHub } from './content-hub'
import { PromoVideo } from './promo-video'
import { WhenCard } from './when-card'
import { WhereCard } from './where-card'

afterEach(() => {
  cleanup()
  i18n.activate('en')
})

const event = (changes: Partial<PublicEvent>): PublicEvent => ({ ...fullPublicEvent, ...changes })

describe('About', () => {
  it('shows the whole text of a description up to 1000 characters, without a button', () => {
    renderWithI18n(<AboutSection event={event({ description: 'd'.repeat(1000) })} />)
    expect(screen.getByText('d'.repeat(1000))).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Programme' })).toBeTruthy()
    expect(screen.getByText('#design')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
  })

  it('collapses past 1000 characters to a 140-character preview; Show more / less toggle it', () => {
    const description = `${'a'.repeat(140)}${'b'.repeat(861)}`
    renderWithI18n(<AboutSection event={event({ description })} />)
    expect(screen.getByText(`${'a'.repeat(140)}…`)).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Programme' })).toBeNull()
    const more = screen.getByRole('button', { name: 'Show more' })
    expect(more.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(more)
    expect(screen.getByText(description)).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Programme' })).toBeTruthy()
    const less = screen.getByRole('button', { name: 'Show less' })
    expect(less.getAttribute('aria-expanded')).toBe('true')
  })

  it('collapses when only the additional description exceeds 1000 characters', () => {
    renderWithI18n(
      <AboutSection event={event({ additional_description: `<p>${'c'.repeat(1001)}</p>` })} />,
    )
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy()
  })
})

describe('When', () => {
  it('says weekday, day, month and short year in the event zone, with (+N days)', () => {
    renderWithI18n(<WhenCard event={fullPublicEvent} />)
    expect(screen.getByText(/^Fri, 14 May 27, 10:00 – Sun, 16 May 27, 18:00/).textContent).toBe(
      'Fri, 14 May 27, 10:00 – Sun, 16 May 27, 18:00 (+2 days)',
    )
  })

  it('has no (+N days) for an event within a day of its zone', () => {
    renderWithI18n(
      <WhenCard
        event={event({
          start_at: '2027-05-14T22:00:00.000+03:00',
          end_at: '2027-05-14T23:30:00.000+03:00',
        })}
      />,
    )
    expect(screen.getByText(/^Fri, 14 May 27/).textContent).toBe('Fri, 14 May 27, 22:00 – 23:30')
  })

  it('speaks Greek', () => {
    i18n.loadAndActivate({ locale: 'el', messages: greek })
    renderWithI18n(<WhenCard event={fullPublicEvent} />)
    expect(screen.getByRole('heading', { name: 'Πότε' })).toBeTruthy()
    expect(screen.getByText(/^Παρ, 14 Μαΐ 27/).textContent).toBe(
      'Παρ, 14 Μαΐ 27, 10:00 – Κυρ, 16 Μαΐ 27, 18:00 (+2 ημέρες)',
    )
  })
})

describe('Where', () => {
  it.each([
    ['https://us02web.zoom.us/j/1', 'Zoom'],
    ['https://meet.google.com/abc-defg-hij', 'Google Meet'],
    ['https://teams.microsoft.com/l/meetup-join/1', 'Microsoft Teams'],
    ['https://stream.example.org/live', 'Virtual Link'],
  ])('labels the online link %s as %s', (virtual_link, label) => {
    renderWithI18n(<WhereCard event={event({ event_type: 'virtual', virtual_link })} />)
    expect(screen.getByRole('link', { name: label }).getAttribute('href')).toBe(virtual_link)
    expect(screen.queryByText('Benaki Museum')).toBeNull()
  })

  it('shows the address and an open-in-map link, and the online link for a hybrid event', () => {
    renderWithI18n(<WhereCard event={fullPublicEvent} />)
    expect(screen.getByText('Benaki Museum')).toBeTruthy()
    expect(
      screen.getByRole('link', { name: 'Open Benaki Museum in a map' }).getAttribute('href'),
    ).toBe('https://www.openstreetmap.org/?mlat=37.9786&mlon=23.7095#map=16/37.9786/23.7095')
    expect(screen.getByRole('link', { name: 'Zoom' })).toBeTruthy()
  })

  it('reserves the map box in the markup when tiles are configured', async () => {
    await act(async () => {
      renderWithI18n(
        <WhereCard
          event={event({ event_type: 'physical' })}
          mapTiles={{ url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'OSM' }}
        />,
      )
    })
    expect(screen.getByRole('region', { name: 'Map of the venue' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Zoom' })).toBeNull()
  })
})

describe('Content hub', () => {
  it('lists each document with its name, type and size in the page language', () => {
    renderWithI18n(<ContentHub event={fullPublicEvent} />)
    expect(screen.getByRole('link', { name: 'programme.pdf' }).getAttribute('href')).toBe(
      '/files/events/12/programme.pdf',
    )
    expect(screen.getByText('PDF, 182.3 kB')).toBeTruthy()
    cleanup()
    i18n.loadAndActivate({ locale: 'el', messages: greek })
    renderWithI18n(<ContentHub event={fullPublicEvent} />)
    expect(screen.getByText('PDF, 182,3 kB')).toBeTruthy()
  })
})

describe('Promo video', () => {
  it('plays the privacy-enhanced player in a dialog, loaded only when asked for', () => {
    renderWithI18n(<PromoVideo event={fullPublicEvent} />)
    expect(document.querySelector('iframe')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Watch the video' }))
    const dialog = screen.getByRole('dialog', { name: `Video of ${fullPublicEvent.name}` })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    )
  })

  it('is left out for an address that is not a YouTube video', () => {
    renderWithI18n(<PromoVideo event={event({ video_url: 'https://vimeo.com/1' })} />)
    expect(screen.queryByRole('button', { name: 'Watch the video' })).toBeNull()
  })
})
