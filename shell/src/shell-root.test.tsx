import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import { $session } from '@tessera/shared/stores/session'
import { $brokenApps } from './routing/app-status'
import type { RemoteApp } from './routing/content'
import { meDocument, mockApi } from './test/api-mock'
import { ShellRoot } from './shell-root'

const main = () => document.getElementById('tessera-main')!
const page = () => document.getElementById('tessera-page')!

function renderAt(path: string) {
  window.history.replaceState(null, '', path)
  document.body.innerHTML =
    '<div id="tessera-frame"></div><main id="tessera-main" tabindex="-1"></main><main id="tessera-page" tabindex="-1" hidden></main><div id="tessera-footer"></div>'
  return render(<ShellRoot />, { container: document.getElementById('tessera-frame')! })
}

function signInAsCreator() {
  $session.set({
    token: 't',
    expiresAt: null,
    user: {
      id: '21',
      name: 'Maria Papadopoulou',
      email: 'maria@example.com',
      role: 'creator',
      profile_image: null,
      timezone: null,
      currency: null,
    },
  })
}

// The frame is loaded on demand: imported once here, so the tests wait for React, not for the transform.
beforeAll(() => Promise.all([import('./frame/frame'), import('./frame/footer')]))
beforeEach(() => $brokenApps.set(new Set<RemoteApp>()))

describe('shell layout', () => {
  it('shows the sign-in page bare, in its own element, with #tessera-main hidden', async () => {
    renderAt('/login')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(page().contains(screen.getByRole('heading', { level: 1 }))).toBe(true)
    expect(main().hidden).toBe(true)
    expect(document.body.dataset.layout).toBe('bare')
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('frames a management page around #tessera-main and reads the profile again', async () => {
    signInAsCreator()
    const calls = mockApi({
      'GET /me': { body: meDocument({ name: 'Maria P. Renamed', role: 'organizer' }) },
    })
    renderAt('/manage/dashboard')
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy()
    expect(document.body.dataset.layout).toBe('frame')
    expect(main().hidden).toBe(false)
    expect(page().hidden).toBe(true)
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeTruthy()
    await waitFor(() => expect($session.get()?.user?.role).toBe('organizer'))
    expect(calls.map((call) => call.path + call.search)).toEqual(['/me?include=roles'])
  })

  it('says when the profile cannot be read', async () => {
    signInAsCreator()
    mockApi({
      'GET /me': {
        status: 500,
        body: { errors: [{ status: '500', code: 'server_error', detail: 'boom' }] },
      },
    })
    renderAt('/manage/dashboard')
    expect(await screen.findByText('Oops, something went wrong with your account!')).toBeTruthy()
  })

  it('shows the not-found page for an unknown path, with the way back to the dashboard', async () => {
    renderAt('/no/such/page')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/manage/dashboard',
    )
  })

  it('shows the not-found page inside the frame for a console page a creator may not open', async () => {
    signInAsCreator()
    mockApi({ 'GET /me': { body: meDocument() } })
    renderAt('/console/users/list-users')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy()
    expect(main().hidden).toBe(true)
  })

  it('shows the error page in the content area when an app could not be loaded', async () => {
    signInAsCreator()
    mockApi({ 'GET /me': { body: meDocument() } })
    renderAt('/manage/dashboard')
    await screen.findByRole('navigation', { name: 'Main navigation' })
    act(() => $brokenApps.set(new Set<RemoteApp>(['manage'])))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops, something went wrong!' }),
    ).toBeTruthy()
    expect(
      screen.getByText(
        'A part of the application could not be loaded. Reloading the page usually fixes this.',
      ),
    ).toBeTruthy()
    expect(main().hidden).toBe(true)
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy()
  })

  it('moves focus to the new page heading after a navigation', async () => {
    renderAt('/login')
    await screen.findByRole('heading', { level: 1, name: 'Sign in' })
    // What single-spa's patched history does once started: announce the change with popstate.
    act(() => {
      window.history.pushState(null, '', '/password/email')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    // The page's code loads on demand (transformed on first use under vitest).
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Reset your password' },
      { timeout: 5000 },
    )
    await waitFor(() => expect(document.activeElement).toBe(heading))
  })
})
