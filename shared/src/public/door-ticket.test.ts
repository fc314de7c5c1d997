// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { sampleDoorTicket } from './booking-fixtures.js'
import { doorTicketDocument, readDoorTicket } from './door-ticket.js'

describe('doorTicketDocument', () => {
  it('sends the ticket as an attendees resource and reads it back', () => {
    const document = doorTicketDocument(sampleDoorTicket)
    expect(document.data).toMatchObject({ type: 'attendees', id: '31' })
    expect(readDoorTicket(JSON.parse(JSON.stringify(document)))).toEqual(sampleDoorTicket)
  })
})
