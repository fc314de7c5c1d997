import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { $session } from '@tessera/shared/stores/session'
import { errorDocument, mockApi } from '../test/api-mock'
import { renderShell } from '../test/render'
import { UserMenu } from './user-menu'

function signInAs(role: RoleName) {
  $session.set({
    token: 'tok',
    expiresAt: null,
    user: {
      id: '7',
      name: 'Maria Papadopoulou',
      email: 'maria@example.com',
      role,
      profile_image: null,
      timezone: null,
      currency: null,
    },
  })
}

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }))
  return screen.getByRole('menu')
}

describe('user menu', () => {
  it('shows the initials and lists the account entries', async () => {
    signInAs('creator-plus')
    renderShell(<UserMenu />)
    expect((await screen.findByRole('img', { name: 'Maria Papadopoulou' })).textContent).toBe('MP')
    await openMenu()
    const items = screen
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('href')])
    expect(items).toEqual([
      ['Dashboard', '/manage/dashboard'],
      ['My profile', '/console/user-profile'],
      ['My tickets', '/manage/attendees/list-tickets'],
      ['Scan tickets', '/manage/event-scan'],
      ['Log out', null],
    ])
  })

  it.each(['guest', 'member', 'admin'] as const)('offers My tickets to a %s', async (role) => {
    signInAs(role)
    renderShell(<UserMenu />)
    await openMenu()
    expect(screen.getByRole('menuitem', { name: 'My tickets' }).getAttribute('href')).toBe(
      '/manage/attendees/list-tickets',
    )
  })

  it('hides scan tickets from a free user', async () => {
    signInAs('creator')
    renderShell(<UserMenu />)
    await openMenu()
    expect(screen.queryByRole('menuitem', { name: 'Scan tickets' })).toBeNull()
    expect(screen.getByRole('menuitem', { name: 'My tickets' })).toBeTruthy()
  })

  it('logs out: the API revokes the token, the session is cleared, Login opens', async () => {
    signInAs('creator')
    window.history.replaceState(null, '', '/manage/dashboard')
    const calls = mockApi({ 'POST /logout': { status: 204 } })
    renderShell(<UserMenu />)
    await openMenu()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }))
    await waitFor(() => expect(window.location.pathname).toBe('/login'))
    expect(
      calls.map((call) => [call.method, call.path, call.headers.get('Authorization')]),
    ).toEqual([['POST', '/logout', 'Bearer tok']])
    expect($session.get()).toBeNull()
    expect(window.location.pathname).toBe('/login')
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('')
  })

  it('says so when logging out failed, and still clears the session', async () => {
    signInAs('creator')
    mockApi({ 'POST /logout': errorDocument(500, 'server_error', 'Oops, something went wrong!') })
    renderShell(<UserMenu />)
    await openMenu()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }))
    expect(
      (await screen.findByText('Oops something went wrong while you log out')).closest(
        '[role="alert"]',
      ),
    ).toBeTruthy()
    expect($session.get()).toBeNull()
    expect(window.location.pathname).toBe('/login')
  })
})
