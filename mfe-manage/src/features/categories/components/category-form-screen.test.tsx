import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { $session } from '@tessera/shared/stores/session'
import { Toaster } from '@tessera/shared/ui/toast'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { apiError, signInAs } from '../../../test/fixtures'
import CategoryFormScreen from './category-form-screen'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

const categoryDocument = (id: string, name: string, description: string | null) => ({
  data: {
    type: 'categories',
    id,
    attributes: { name, description, created_at: '2031-01-02T09:00:00.000+00:00' },
  },
})

beforeEach(() => {
  signInAs('admin')
  window.history.replaceState(null, '', '/console/categories/add-category')
})

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

const renderScreen = (params: Record<string, string>) =>
  renderWithI18n(
    <>
      <CategoryFormScreen params={params} />
      <Toaster />
    </>,
  )

describe('Add and edit category', () => {
  it('needs a name, then adds the category and goes back to the list', async () => {
    vi.mocked(api.post).mockResolvedValue(categoryDocument('7', 'Workshops', null))
    renderScreen({})
    await userEvent.click(await screen.findByRole('button', { name: 'Add category' }))
    expect(await screen.findByText('This field is required.')).toBeTruthy()
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Workshops')
    await userEvent.click(screen.getByRole('button', { name: 'Add category' }))
    await waitFor(() =>
      expect(window.location.pathname).toBe('/console/categories/list-categories'),
    )
    expect(vi.mocked(api.post)).toHaveBeenCalledWith('categories', {
      data: { type: 'categories', attributes: { name: 'Workshops', description: null } },
    })
    expect(screen.getByRole('status').textContent).toContain('Category added successfully')
  })

  it('edits a category and says when a default one is protected', async () => {
    vi.mocked(api.get).mockResolvedValue(categoryDocument('1', 'Concerts', 'Live music'))
    vi.mocked(api.patch)
      .mockRejectedValueOnce(apiError(403, 'protected_record'))
      .mockResolvedValueOnce(categoryDocument('1', 'Concerts', 'Live music and jazz'))
    renderScreen({ id: '1' })
    const description = await screen.findByRole('textbox', { name: 'Description' })
    expect(description).toHaveProperty('value', 'Live music')
    await userEvent.type(description, ' and jazz')
    await userEvent.click(screen.getByRole('button', { name: 'Save category' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'You are not allowed to change data of default categories.',
      ),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save category' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Category updated successfully'),
    )
    expect(vi.mocked(api.patch)).toHaveBeenLastCalledWith('categories/1', {
      data: {
        type: 'categories',
        id: '1',
        attributes: { name: 'Concerts', description: 'Live music and jazz' },
      },
    })
  })
})
