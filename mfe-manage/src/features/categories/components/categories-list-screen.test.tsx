import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { $session } from '@tessera/shared/stores/session'
import { Toaster } from '@tessera/shared/ui/toast'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { apiError, listDocument, signInAs } from '../../../test/fixtures'
import CategoriesListScreen from './categories-list-screen'
import { chooseRowAction } from '../../../test/row-actions'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

const get = vi.mocked(api.get)
const remove = vi.mocked(api.delete)
const requests = () => get.mock.calls.map(([url]) => decodeURIComponent(String(url)))
const category = (id: string, name: string, description: string | null) => ({
  type: 'categories',
  id,
  attributes: { name, description, created_at: '2031-01-02T09:00:00.000+00:00' },
})

beforeEach(() => {
  signInAs('admin')
  get.mockResolvedValue(
    listDocument(
      [category('1', 'Concerts', 'Live music'), category('3', 'Workshops', null)],
      6,
      1,
      5,
    ),
  )
})

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

async function deleteCategory(name: string) {
  renderWithI18n(
    <>
      <CategoriesListScreen />
      <Toaster />
    </>,
  )
  await chooseRowAction(name, `Delete ${name}`)
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Delete category' })).getByRole('button', {
      name: 'Delete',
    }),
  )
}

describe('Categories list', () => {
  it('lists categories by name, 5 per page, and searches by name', async () => {
    renderWithI18n(<CategoriesListScreen />)
    const row = (await screen.findByRole('rowheader', { name: 'Concerts' })).closest('tr')!
    expect(within(row).getByText('Live music')).toBeTruthy()
    expect(within(row).getByRole('link', { name: 'Edit Concerts' }).getAttribute('href')).toBe(
      '/console/categories/edit-category/1',
    )
    expect(screen.getByRole('link', { name: 'Add category' }).getAttribute('href')).toBe(
      '/console/categories/add-category',
    )
    expect(requests()).toEqual(['categories?sort=name&page[number]=1&page[size]=5'])
    expect(screen.getByText('Showing 1–5 of 6')).toBeTruthy()
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'work')
    await waitFor(() =>
      expect(requests().at(-1)).toBe(
        'categories?filter[name]=work&sort=name&page[number]=1&page[size]=5',
      ),
    )
  })

  it('refuses to delete a category that events still use', async () => {
    remove.mockRejectedValue(apiError(409, 'has_associated_items'))
    await deleteCategory('Workshops')
    expect(remove).toHaveBeenCalledWith('categories/3')
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'This category still has associated items.',
      ),
    )
  })

  it('refuses to delete a default category in the demo', async () => {
    remove.mockRejectedValue(apiError(403, 'protected_record'))
    await deleteCategory('Concerts')
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'You are not allowed to change data of default categories.',
      ),
    )
  })

  it('deletes a category', async () => {
    remove.mockResolvedValue(undefined)
    await deleteCategory('Workshops')
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Category deleted successfully'),
    )
  })
})
