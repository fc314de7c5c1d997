import { createApiClient } from '@tessera/shared/api/client'

/**
 * The API as a visitor reaches it: no token (public endpoints never answer 401) and no sign-out on
 * a lost request, which the management apps do.
 */
export const publicApi = createApiClient({ baseUrl: '/api/v1', authenticate: false })
