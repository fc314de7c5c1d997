import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { fullPublicEvent } from '@tessera/shared/public/public-event-fixtures'
import type { PublicEvent, PublicTicket } from '@tessera/shared/public/public-event'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { messages as greek } from '../../locales/el/messages.po'
import { TicketsSection } from './tickets-section'

afterEach(() => {
  cleanup()
  i18n.activate('en')
})

const [paid, free] = fullPublicEvent.tickets as [PublicTicket, PublicTicket]
const withTickets = (tickets: PublicTicket[]): PublicEvent => ({ ...fullPublicEvent, tickets })
const items = () => within(screen.getByRole('region', { name: 'Tickets' })).getAllByRole('listitem')

describe('Tickets', () => {
  it('lists each ticket with what the buyer pays, its description and that it is on sale', () => {
    renderWithI18n(<TicketsSection event={withTickets([paid, free])} />)
    const [first, second] = items()
    expect(first!.textContent).toContain('Full pass')
    expect(first!.textContent).toContain('€63.20')
    expect(first!.textContent).toContain('Includes the closing party.')
    expect(first!.textContent).toContain('On sale')
    expect(second!.textContent).toContain('Free')
  })

  it('says how many are left when few are, sold out, not yet on sale (from when) and ended', () => {
    renderWithI18n(
      <TicketsSection
        event={withTickets([
          { ...paid, id: '1', remaining: 3 },
          { ...paid, id: '2', sale_state: 'sold_out', remaining: 0 },
          { ...paid, id: '3', sale_state: 'not_yet' },
          { ...paid, id: '4', sale_state: 'ended' },
        ])}
      />,
    )
    const texts = items().map((item) => item.textContent)
    expect(texts[0]).toContain('Only 3 left')
    expect(texts[1]).toContain('Ticket is sold out')
    expect(texts[2]).toContain('On sale from Fri, 01 Jan 27')
    expect(texts[3]).toContain('No longer available')
  })

  it('says in Greek how many are left, in the number of the count', () => {
    i18n.loadAndActivate({ locale: 'el', messages: greek })
    renderWithI18n(
      <TicketsSection
        event={withTickets([
          { ...paid, id: '1', remaining: 1 },
          { ...paid, id: '2', remaining: 3 },
        ])}
      />,
    )
    const texts = within(screen.getByRole('region', { name: 'Εισιτήρια' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(texts[0]).toContain('Απομένει μόνο 1')
    expect(texts[1]).toContain('Απομένουν μόνο 3')
  })

  it('is left out when the event has no tickets', () => {
    renderWithI18n(<TicketsSection event={withTickets([])} />)
    expect(screen.queryByRole('region', { name: 'Tickets' })).toBeNull()
  })
})
