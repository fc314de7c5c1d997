import { createApiClient, signOutToLogin } from './client.js'

/**
 * The API client of the management apps (shell, mfe-manage, mfe-scanner): same origin, bearer
 * token from `$session`. A request that gets no response at all (spec "accounts" §4), or a 401 to
 * a request that carried a token (expired or revoked), clears the token and goes to /login.
 */
export const api = createApiClient({
  baseUrl: '/api/v1',
  onNetworkError: signOutToLogin,
  onUnauthenticated: signOutToLogin,
})
