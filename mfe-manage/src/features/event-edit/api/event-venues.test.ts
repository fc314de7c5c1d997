import { describe, expect, it } from 'vitest'
import { venueLinkage } from './event-venues'

const saved = {
  name: 'Gazi',
  address_name: 'Persefonis 1, Athens',
  lat: 37.97,
  long: 23.71,
}
const draft = {
  id: '41',
  name: 'Gazi',
  address: 'Persefonis 1, Athens',
  lat: '37.97',
  long: '23.71',
}

describe('venueLinkage', () => {
  it('names an unchanged saved venue by its id only', () => {
    expect(venueLinkage(draft, saved, 0)).toEqual({ type: 'venues', id: '41' })
  })

  it('sends a changed saved venue with its attributes, for the API to save with the event', () => {
    expect(venueLinkage({ ...draft, address: ' Pireos 100 ' }, saved, 0)).toEqual({
      type: 'venues',
      id: '41',
      attributes: { name: 'Gazi', address_name: 'Pireos 100', lat: 37.97, long: 23.71 },
    })
  })

  it('sends a picked saved venue the event does not have yet with the attributes shown', () => {
    expect(venueLinkage(draft, undefined, 0)).toMatchObject({ id: '41', attributes: {} })
  })

  it('sends a new venue as a draft with a local id; the name defaults to the address', () => {
    expect(venueLinkage({ ...draft, id: null, name: '', lat: '' }, undefined, 2)).toEqual({
      type: 'venues',
      lid: 'venue-2',
      attributes: {
        name: 'Persefonis 1, Athens',
        address_name: 'Persefonis 1, Athens',
        lat: null,
        long: 23.71,
      },
    })
  })
})
