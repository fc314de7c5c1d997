import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { useMe } from '@tessera/shared/api/me'
import { $session } from '@tessera/shared/stores/session'
import { meDocument, mockApi } from '../test/api-mock'
import { renderShell } from '../test/render'
import { useProfileOnStart } from './use-profile-on-start'

/** The shell starting beside a screen that reads the profile (mfe-manage's profile screen does). */
function ShellWithProfileScreen() {
  useProfileOnStart()
  const me = useMe()
  return <p>{me.data?.name ?? 'loading'}</p>
}

afterEach(() => $session.set(null))

describe('profile on start', () => {
  it('asks the API for /me once: the shell and the profile screen share the answer', async () => {
    $session.set({ token: 't', expiresAt: null, user: null })
    const calls = mockApi({ 'GET /me': { body: meDocument({ name: 'Maria Renamed' }) } })
    renderShell(<ShellWithProfileScreen />)
    expect(await screen.findByText('Maria Renamed')).toBeTruthy()
    await waitFor(() => expect($session.get()?.user?.name).toBe('Maria Renamed'))
    expect(calls.map((call) => call.path + call.search)).toEqual(['/me?include=roles'])
  })
})
