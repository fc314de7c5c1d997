import { beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '@tessera/shared/api/management'
import { saveEventVenue } from './event-venues'

vi.mock('@tessera/shared/api/management', () => ({
  api: { post: vi.fn(), patch: vi.fn(), get: vi.fn() },
}))

const draft = { id: '', name: 'Gazi', address: 'Persefonis 1, Athens', lat: '37.97', long: '23.71' }
const answer = { data: { type: 'venues', id: '41', attributes: {} } }

describe('saveEventVenue', () => {
  beforeEach(() => vi.mocked(api.post).mockReset().mockResolvedValue(answer))

  it("creates a new venue for the event's organizer when a super user edits it", async () => {
    expect(await saveEventVenue(draft as never, undefined, '6')).toBe('41')
    expect(vi.mocked(api.post).mock.calls[0]![1]).toMatchObject({
      data: { type: 'venues', relationships: { user: { data: { type: 'users', id: '6' } } } },
    })
  })

  it("creates the organizer's own venue without naming an owner", async () => {
    await saveEventVenue(draft as never, undefined)
    expect((vi.mocked(api.post).mock.calls[0]![1] as { data: object }).data).not.toHaveProperty(
      'relationships',
    )
  })
})
