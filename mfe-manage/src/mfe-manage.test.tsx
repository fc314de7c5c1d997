import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { api } from '@tessera/shared/api/management'
import { $locale } from '@tessera/shared/stores/locale'
import { $session } from '@tessera/shared/stores/session'
import { listDocument, signInAs, userDocument } from './test/fixtures'
import { bootstrap, mount, unmount } from './mfe-manage'

vi.mock('@tessera/shared/api/management', async () => (await import('./test/fixtures')).apiMock())

const props = { name: 'manage' } as Parameters<typeof mount>[0]
let mounted = false

async function mountAt(path: string) {
  window.history.replaceState(null, '', path)
  await mount(props)
  mounted = true
}

beforeEach(async () => {
  document.body.innerHTML = '<main id="tessera-main"></main>'
  vi.mocked(api.get).mockResolvedValue(listDocument([]))
  await bootstrap(props)
})

afterEach(async () => {
  if (mounted) await unmount(props)
  mounted = false
  vi.clearAllMocks()
  $locale.set('en')
  $session.set(null)
})

describe('manage app', () => {
  it('mounts the dashboard into the main element', async () => {
    signInAs('organizer')
    await mountAt('/manage/dashboard')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
    expect(document.getElementById('tessera-main')!.contains(heading)).toBe(true)
  })

  it('shows the not-found page for an unknown path under /manage/', async () => {
    signInAs('admin')
    await mountAt('/manage/no-such-page')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
  })

  it.each([
    '/console/users/list-users',
    '/console/roles/management/add-role',
    '/console/users/management/edit-user/3',
  ])('shows the not-found page to a creator at %s', async (path) => {
    signInAs('creator')
    await mountAt(path)
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
    expect(api.get).not.toHaveBeenCalled()
  })

  it('loads the profile when the session has only a token, then opens the console', async () => {
    $session.set({ token: 't', expiresAt: null, user: null })
    vi.mocked(api.get).mockImplementation(async (url) =>
      String(url).startsWith('me')
        ? userDocument({
            id: '2',
            name: 'Nikos Moderator',
            email: 'moderator@tessera.test',
            role: 'moderator',
          })
        : listDocument([]),
    )
    await mountAt('/console/roles/list-roles')
    expect(await screen.findByRole('heading', { level: 1, name: 'Roles' })).toBeTruthy()
    expect($session.get()?.user).toMatchObject({ id: '2', role: 'moderator' })
  })

  it('speaks Greek when the interface language is Greek', async () => {
    signInAs('admin')
    $locale.set('el')
    await mountAt('/console/users/list-users')
    expect(await screen.findByRole('heading', { level: 1, name: 'Χρήστες' })).toBeTruthy()
    expect(screen.getByRole('searchbox', { name: 'Αναζήτηση με όνομα' })).toBeTruthy()
  })
})
