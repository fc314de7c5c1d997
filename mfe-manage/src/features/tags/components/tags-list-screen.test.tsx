import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { $session } from '@tessera/shared/stores/session'
import { Toaster } from '@tessera/shared/ui/toast'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { apiError, listDocument, signInAs } from '../../../test/fixtures'
import TagsListScreen from './tags-list-screen'
import { chooseRowAction } from '../../../test/row-actions'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

const get = vi.mocked(api.get)
const tagRequests = () => get.mock.calls.map(([url]) => decodeURIComponent(String(url)))
const tag = (id: string, name: string, color: string) => ({
  type: 'tags',
  id,
  attributes: { name, color, created_at: '2031-01-02T09:00:00.000+00:00' },
})

beforeEach(() => {
  signInAs('organizer', '8')
  get.mockResolvedValue(
    listDocument([tag('3', 'music', '#2e7d32'), tag('4', 'outdoor', '#fde047')], 7, 1, 5),
  )
})

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

function renderScreen() {
  renderWithI18n(
    <>
      <TagsListScreen />
      <Toaster />
    </>,
  )
}

describe('My Tags List', () => {
  it("lists the user's own tags, newest first, 5 per page, with their colour", async () => {
    renderScreen()
    expect(screen.getByRole('heading', { level: 1, name: 'My Tags List' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'New Tag' }).getAttribute('href')).toBe(
      '/manage/tags/add-tag',
    )
    const row = (await screen.findByRole('rowheader', { name: 'outdoor' })).closest('tr')!
    const badge = within(row).getByText('#fde047')
    expect(badge.getAttribute('style')).toContain('background: #fde047')
    expect(tagRequests()).toEqual([
      'tags?filter[user_id]=8&sort=-created_at&page[number]=1&page[size]=5',
    ])
    expect(screen.getByRole('combobox', { name: 'Per page' })).toHaveProperty('value', '5')
    expect(screen.getByText('Showing 1–5 of 7')).toBeTruthy()
    expect(within(row).getByRole('link', { name: 'Edit outdoor' }).getAttribute('href')).toBe(
      '/manage/tags/edit-tag/4',
    )
  })

  it('searches by name after typing stops and sorts by a column', async () => {
    renderScreen()
    await screen.findByRole('rowheader', { name: 'music' })
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'mus')
    await waitFor(() => expect(tagRequests()).toHaveLength(2))
    expect(tagRequests()[1]).toBe(
      'tags?filter[user_id]=8&filter[name]=mus&sort=-created_at&page[number]=1&page[size]=5',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Name' }))
    await waitFor(() =>
      expect(tagRequests().at(-1)).toBe(
        'tags?filter[user_id]=8&filter[name]=mus&sort=name&page[number]=1&page[size]=5',
      ),
    )
  })

  it('refuses to delete a tag that events still use', async () => {
    vi.mocked(api.delete).mockRejectedValue(apiError(409, 'has_associated_items'))
    renderScreen()
    await chooseRowAction('music', 'Delete music')
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete tag' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    expect(vi.mocked(api.delete)).toHaveBeenCalledWith('tags/3')
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'This Tag still has associated Items.',
      ),
    )
  })

  it('deletes a tag and reloads the page', async () => {
    vi.mocked(api.delete).mockResolvedValue(undefined)
    renderScreen()
    await chooseRowAction('music', 'Delete music')
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete tag' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Tag deleted successfully'),
    )
    await waitFor(() => expect(tagRequests()).toHaveLength(2))
  })
})
