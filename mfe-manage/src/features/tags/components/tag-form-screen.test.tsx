import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { $session } from '@tessera/shared/stores/session'
import { Toaster } from '@tessera/shared/ui/toast'
import { renderWithI18n, testQueryClient } from '@tessera/shared/ui/test-utils'
import { apiError, signInAs } from '../../../test/fixtures'
import TagFormScreen from './tag-form-screen'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

const tagDocument = (id: string, name: string, color: string) => ({
  data: {
    type: 'tags',
    id,
    attributes: { name, color, created_at: '2031-01-02T09:00:00.000+00:00' },
  },
})

beforeEach(() => {
  signInAs('organizer', '8')
  window.history.replaceState(null, '', '/manage/tags/add-tag')
})

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

const renderScreen = (params: Record<string, string>, queryClient = testQueryClient()) =>
  renderWithI18n(
    <>
      <TagFormScreen params={params} />
      <Toaster />
    </>,
    queryClient,
  )

describe('Add and edit tag', () => {
  it('needs a name, is green by default, and goes back to the list when added', async () => {
    vi.mocked(api.post).mockResolvedValue(tagDocument('9', 'jazz', '#2e7d32'))
    renderScreen({})
    expect(await screen.findByLabelText('Colour')).toHaveProperty('value', '#2e7d32')
    await userEvent.click(screen.getByRole('button', { name: 'Add tag' }))
    expect(await screen.findByText('This field is required.')).toBeTruthy()
    expect(vi.mocked(api.post)).not.toHaveBeenCalled()
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'jazz')
    await userEvent.click(screen.getByRole('button', { name: 'Add tag' }))
    await waitFor(() => expect(window.location.pathname).toBe('/manage/tags/list-tags'))
    expect(vi.mocked(api.post)).toHaveBeenCalledWith('tags', {
      data: { type: 'tags', attributes: { name: 'jazz', color: '#2e7d32' } },
    })
    expect(screen.getByRole('status').textContent).toContain('Tag added successfully')
  })

  it('edits the name and colour of a tag', async () => {
    vi.mocked(api.get).mockResolvedValue(tagDocument('9', 'jazz', '#2e7d32'))
    vi.mocked(api.patch).mockResolvedValue(tagDocument('9', 'live jazz', '#be185d'))
    renderScreen({ id: '9' })
    const name = await screen.findByRole('textbox', { name: /^Name/ })
    expect(name).toHaveProperty('value', 'jazz')
    await userEvent.clear(name)
    await userEvent.type(name, 'live jazz')
    fireEvent.input(screen.getByLabelText('Colour'), { target: { value: '#be185d' } })
    await userEvent.click(screen.getByRole('button', { name: 'Save tag' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Tag updated successfully'),
    )
    expect(vi.mocked(api.patch)).toHaveBeenCalledWith('tags/9', {
      data: { type: 'tags', id: '9', attributes: { name: 'live jazz', color: '#be185d' } },
    })
  })

  it('opens the saved tag again from what the PATCH answered, without another GET', async () => {
    vi.mocked(api.get).mockResolvedValue(tagDocument('9', 'jazz', '#2e7d32'))
    vi.mocked(api.patch).mockResolvedValue(tagDocument('9', 'Live Jazz', '#be185d'))
    const queryClient = testQueryClient()
    const first = renderScreen({ id: '9' }, queryClient)
    const name = await screen.findByRole('textbox', { name: /^Name/ })
    await userEvent.clear(name)
    await userEvent.type(name, 'live jazz')
    await userEvent.click(screen.getByRole('button', { name: 'Save tag' }))
    await waitFor(() => expect(window.location.pathname).toBe('/manage/tags/list-tags'))
    first.unmount()
    renderScreen({ id: '9' }, queryClient)
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveProperty(
      'value',
      'Live Jazz',
    )
    expect(screen.getByLabelText('Colour')).toHaveProperty('value', '#be185d')
    expect(vi.mocked(api.get)).toHaveBeenCalledTimes(1)
  })

  it('shows a server refusal of the name beside the field', async () => {
    vi.mocked(api.post).mockRejectedValue(apiError(422, 'too_long', 'name'))
    renderScreen({})
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'jazz')
    await userEvent.click(screen.getByRole('button', { name: 'Add tag' }))
    expect(await screen.findByText('detail of too_long')).toBeTruthy()
  })
})
