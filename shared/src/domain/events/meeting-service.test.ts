import { describe, expect, it } from 'vitest'
import { meetingService } from './meeting-service.js'

describe('meetingService', () => {
  it.each([
    ['https://zoom.us/j/123', 'zoom'],
    ['https://us02web.zoom.us/j/123?pwd=x', 'zoom'],
    ['https://meet.google.com/abc-defg-hij', 'meet'],
    ['https://teams.microsoft.com/l/meetup-join/1', 'teams'],
    ['https://teams.live.com/meet/1', 'teams'],
    ['https://example.org/stream', null],
    ['https://zoom.us.example.org/j/1', null],
    ['https://notmeet.google.com/x', null],
    ['not a link', null],
  ])('%s → %s', (link, service) => {
    expect(meetingService(link)).toBe(service)
  })
})
