// The screen tests of a generated resource (Testing Library, by role and label).
export const listTest = (
  n,
) => `import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { $session } from '@tessera/shared/stores/session'
import { Toaster } from '@tessera/shared/ui/toast'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { listDocument, signInAs } from '../../../test/fixtures'
import { chooseRowAction } from '../../../test/row-actions'
import ${n.Pascals}ListScreen from './${n.kebabs}-list-screen'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

const get = vi.mocked(api.get)
const requests = () => get.mock.calls.map(([url]) => decodeURIComponent(String(url)))
const row = (id: string, name: string) => ({
  type: '${n.type}',
  id,
  attributes: { name, created_at: '2031-01-02T09:00:00.000+00:00' },
})

beforeEach(() => {
  signInAs('organizer', '8')
  get.mockResolvedValue(listDocument([row('3', 'First'), row('4', 'Second')], 12, 1, 10))
})

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

const renderScreen = () =>
  renderWithI18n(
    <>
      <${n.Pascals}ListScreen />
      <Toaster />
    </>,
  )

describe('${n.Labels} list', () => {
  it("lists the user's own, newest first, with links to add and edit", async () => {
    renderScreen()
    expect(screen.getByRole('heading', { level: 1, name: '${n.Labels}' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Add ${n.label}' }).getAttribute('href')).toBe(
      '/manage/${n.kebabs}/add-${n.kebab}',
    )
    const second = (await screen.findByRole('rowheader', { name: 'Second' })).closest('tr')!
    expect(within(second).getByRole('link', { name: 'Edit Second' }).getAttribute('href')).toBe(
      '/manage/${n.kebabs}/edit-${n.kebab}/4',
    )
    expect(requests()).toEqual([
      '${n.type}?filter[user_id]=8&sort=-created_at&page[number]=1&page[size]=10',
    ])
    expect(screen.getByText('Showing 1–10 of 12')).toBeTruthy()
  })

  it('searches by name and deletes a row', async () => {
    vi.mocked(api.delete).mockResolvedValue(undefined)
    renderScreen()
    await screen.findByRole('rowheader', { name: 'First' })
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'fir')
    await waitFor(() =>
      expect(requests().at(-1)).toBe(
        '${n.type}?filter[user_id]=8&filter[name]=fir&sort=-created_at&page[number]=1&page[size]=10',
      ),
    )
    await chooseRowAction('First', 'Delete First')
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete ${n.label}' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    expect(vi.mocked(api.delete)).toHaveBeenCalledWith('${n.type}/3')
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('${n.Label} deleted.'),
    )
  })
})
`

export const formTest = (
  n,
) => `import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { $session } from '@tessera/shared/stores/session'
import { Toaster } from '@tessera/shared/ui/toast'
import { renderWithI18n, testQueryClient } from '@tessera/shared/ui/test-utils'
import { apiError, signInAs } from '../../../test/fixtures'
import ${n.Pascal}FormScreen from './${n.kebab}-form-screen'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

const one = (id: string, name: string) => ({
  data: { type: '${n.type}', id, attributes: { name, created_at: '2031-01-02T09:00:00.000+00:00' } },
})

beforeEach(() => {
  signInAs('organizer', '8')
  window.history.replaceState(null, '', '/manage/${n.kebabs}/add-${n.kebab}')
})

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

const renderScreen = (params: Record<string, string>) =>
  renderWithI18n(
    <>
      <${n.Pascal}FormScreen params={params} />
      <Toaster />
    </>,
    testQueryClient(),
  )

describe('Add and edit ${n.label}', () => {
  it('needs a name, and goes back to the list when added', async () => {
    vi.mocked(api.post).mockResolvedValue(one('9', 'First'))
    renderScreen({})
    await userEvent.click(await screen.findByRole('button', { name: 'Add ${n.label}' }))
    expect(await screen.findByText('This field is required.')).toBeTruthy()
    expect(vi.mocked(api.post)).not.toHaveBeenCalled()
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'First')
    await userEvent.click(screen.getByRole('button', { name: 'Add ${n.label}' }))
    await waitFor(() => expect(window.location.pathname).toBe('/manage/${n.kebabs}/list-${n.kebabs}'))
    expect(vi.mocked(api.post)).toHaveBeenCalledWith('${n.type}', {
      data: { type: '${n.type}', attributes: { name: 'First' } },
    })
    expect(screen.getByRole('status').textContent).toContain('${n.Label} added.')
  })

  it('edits the name', async () => {
    vi.mocked(api.get).mockResolvedValue(one('9', 'First'))
    vi.mocked(api.patch).mockResolvedValue(one('9', 'Renamed'))
    renderScreen({ id: '9' })
    const name = await screen.findByRole('textbox', { name: /^Name/ })
    expect(name).toHaveProperty('value', 'First')
    await userEvent.clear(name)
    await userEvent.type(name, 'Renamed')
    await userEvent.click(screen.getByRole('button', { name: 'Save ${n.label}' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('${n.Label} saved.'),
    )
    expect(vi.mocked(api.patch)).toHaveBeenCalledWith('${n.type}/9', {
      data: { type: '${n.type}', id: '9', attributes: { name: 'Renamed' } },
    })
  })

  it('shows a server refusal of the name beside the field', async () => {
    vi.mocked(api.post).mockRejectedValue(apiError(422, 'too_long', 'name'))
    renderScreen({})
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'First')
    await userEvent.click(screen.getByRole('button', { name: 'Add ${n.label}' }))
    expect(await screen.findByText('detail of too_long')).toBeTruthy()
  })
})
`
