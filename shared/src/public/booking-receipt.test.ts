import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import {
  admitsText,
  cancellableOnline,
  formatCents,
  receiptLines,
  refundTerms,
  venueMapUrl,
} from './booking-receipt.js'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

describe('the booking receipt', () => {
  it('writes a paid booking line by line, then the fee and the total', () => {
    const amounts = {
      currency: 'eur',
      lines: [{ ticketName: 'Full pass', quantity: 2, unitPriceCents: 2500 }],
      feeCents: 200,
      totalCents: 5200,
    }
    expect(receiptLines(i18n, amounts)).toEqual([
      '2 × Full pass at €25.00: €50.00',
      'Service fee: €2.00',
      'Total paid: €52.00',
    ])
    expect(receiptLines(i18n, { ...amounts, feeCents: 0, totalCents: 5000 }, false)).toEqual([
      '2 × Full pass at €25.00: €50.00',
      'Total to pay: €50.00',
    ])
  })

  it('writes no amount for a free booking', () => {
    const lines = [{ ticketName: 'Entry', quantity: 3, unitPriceCents: 0 }]
    expect(receiptLines(i18n, { currency: 'eur', lines, feeCents: 0, totalCents: 0 })).toEqual([
      '3 × Entry',
    ])
  })

  it("formats cents in the currency's own digits and the locale's way", () => {
    expect(formatCents('el', 123456, 'eur')).toBe('1.234,56\u00a0€')
    expect(formatCents('en', 150000, 'jpy')).toBe('¥1,500')
  })

  it('says each refund policy in words, and whether it cancels online', () => {
    expect(refundTerms(i18n, 2, true)).toBe(
      'You can cancel for a full refund up to 7 days before the day of the event.',
    )
    expect(refundTerms(i18n, 5, true)).toBe('Tickets for this event are not refundable.')
    expect(refundTerms(i18n, 5, false)).toBe('You can cancel this booking until the event starts.')
    expect([
      cancellableOnline(3, true),
      cancellableOnline(4, true),
      cancellableOnline(5, false),
    ]).toEqual([true, false, true])
  })

  it('says how many a shared code admits, and nothing for one', () => {
    expect(admitsText(i18n, 2)).toBe('Admits 2 people')
    expect(admitsText(i18n, 1)).toBeNull()
  })

  it('links a venue to its point on the map, else to a search for its address', () => {
    const venue = {
      address_name: 'Pireos 100',
      postal_code: '11854',
      city: 'Athens',
      country: null,
    }
    expect(venueMapUrl({ ...venue, lat: 37.97, long: 23.71 })).toBe(
      'https://www.openstreetmap.org/?mlat=37.97&mlon=23.71#map=16/37.97/23.71',
    )
    expect(venueMapUrl({ ...venue, lat: null, long: null })).toBe(
      'https://www.openstreetmap.org/search?query=Pireos%20100%2C%2011854%2C%20Athens',
    )
  })
})
