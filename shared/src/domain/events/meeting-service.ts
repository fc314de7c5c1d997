/** The online meeting services a virtual link is labelled by (spec "events" §2). */
export const MEETING_SERVICES = ['zoom', 'meet', 'teams'] as const
export type MeetingService = (typeof MEETING_SERVICES)[number]

/**
 * The service of an online event's link (spec "events" §2 "Virtual link labels: Zoom, Google Meet,
 * Microsoft Teams, else Virtual Link"), by its host: `null` for any other link (a "Virtual Link").
 */
export function meetingService(link: string): MeetingService | null {
  let host: string
  try {
    host = new URL(link).hostname.toLowerCase()
  } catch {
    return null
  }
  const on = (domain: string) => host === domain || host.endsWith(`.${domain}`)
  if (on('zoom.us')) return 'zoom'
  if (host === 'meet.google.com') return 'meet'
  if (on('teams.microsoft.com') || on('teams.live.com')) return 'teams'
  return null
}
