import { createApiClient, signOutToLogin, ApiError } from '@tessera/shared/api/client'

/**
 * Who is scanning: the signed-in organizer (their bearer token), or door staff holding a scan-only
 * link (its secret as the bearer token, no account).
 */
export type DoorAccess = { kind: 'organizer' } | { kind: 'link'; token: string }

/**
 * The scanner's clients: unlike the management apps' `api`, a request that gets no answer does not
 * sign out — at the door it means offline, and scanning goes on.
 */
const organizerClient = createApiClient({ baseUrl: '/api/v1', onUnauthenticated: signOutToLogin })
const linkClient = createApiClient({ baseUrl: '/api/v1', authenticate: false })

export function doorClient(access: DoorAccess) {
  if (access.kind === 'organizer') return { client: organizerClient, headers: undefined }
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header value
  return { client: linkClient, headers: { Authorization: `Bearer ${access.token}` } }
}

/** No answer at all (status 0): the network is down. */
export const isOffline = (error: unknown) => error instanceof ApiError && error.status === 0
