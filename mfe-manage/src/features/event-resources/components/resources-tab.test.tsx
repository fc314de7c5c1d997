import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { upload, type UploadOptions } from '@tessera/shared/api/upload'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { activateLocale } from '@tessera/shared/i18n/activate'
import { $session } from '@tessera/shared/stores/session'
import type { Event } from '@tessera/shared/schemas/event'
import { eventDocument, eventResource } from '../../../test/event-fixtures'
import { apiError, signInAs } from '../../../test/fixtures'
import { renderOverCachedEvent } from '../../../test/render'
import { catalog } from '../../../catalog'
import { ResourcesTab } from './resources-tab'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)
vi.mock('@tessera/shared/api/upload', async (original) => ({
  ...(await original<object>()),
  upload: vi.fn(),
}))
// happy-dom decodes no images: the cropper hands the picked file back as its crop.
vi.mock('@tessera/shared/ui/image-cropper', () => ({
  ImageCropper: ({ file, onCropped }: { file: File; onCropped: (file: File) => void }) => (
    <button type="button" onClick={() => onCropped(file)}>
      Use this crop
    </button>
  ),
}))

// The preview's player must not reach the network in tests.
const happyDom = (
  window as unknown as { happyDOM?: { settings: { disableIframePageLoading: boolean } } }
).happyDOM
if (happyDom) happyDom.settings.disableIframePageLoading = true

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

const images = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: String(50 + index),
    additional_asset: `uploads/events/12/images/i${index}.jpg`,
  }))

function renderTab(role: RoleName, overrides: Partial<Event> = {}) {
  signInAs(role)
  const event = {
    id: '12',
    name: 'Athens Jazz Night',
    hero_image: null,
    video_url: null,
    additional_images: [],
    additional_docs: [],
    ...overrides,
  } as unknown as Event
  return renderOverCachedEvent(event, (cached) => <ResourcesTab event={cached} />)
}

const file = (name: string, type: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type })

const assetDocument = (id: string, name: string, mime: string, size: number) => ({
  jsonapi: { version: '1.1' },
  data: [
    {
      type: 'assets',
      id,
      attributes: {
        kind: 'document',
        path: `uploads/x/${id}`,
        url: `http://localhost/uploads/x/${id}`,
        mime_type: mime,
        size,
        original_name: name,
        position: 0,
        created_at: '2026-11-01T09:00:00.000+00:00',
      },
    },
  ],
})

/** An upload the test finishes by hand, after reporting some progress. */
function pendingUpload() {
  let finish: (body: unknown) => void = () => undefined
  let options: UploadOptions = {}
  vi.mocked(upload).mockImplementationOnce((_path, _body, given = {}) => {
    options = given
    return new Promise((resolve) => (finish = resolve))
  })
  return {
    progress: (percent: number) =>
      act(() => options.onProgress?.({ loaded: percent, total: 100, percent })),
    finish: (body: unknown) => act(async () => finish(body)),
  }
}

describe('Resources tab: hero image', () => {
  it('refuses a wrong type or a too large file before uploading', async () => {
    renderTab('organizer')
    const input = screen.getByLabelText('Choose a hero image')
    await userEvent.upload(input, file('hero.gif', 'image/gif'), { applyAccept: false })
    expect(screen.getByText('This type of file is not accepted.')).toBeTruthy()
    await userEvent.upload(input, file('hero.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1))
    expect(screen.getByText('The file is too large (at most 5 MB).')).toBeTruthy()
    expect(upload).not.toHaveBeenCalled()
  })

  it('crops, uploads with a progress bar and shows the result', async () => {
    const sending = pendingUpload()
    const { onEventChanged, cachedEvent } = renderTab('organizer')
    await userEvent.upload(
      screen.getByLabelText('Choose a hero image'),
      file('hero.jpg', 'image/jpeg'),
    )
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Use this crop' }),
    )
    expect(vi.mocked(upload).mock.calls[0]![0]).toBe('uploads/events/12/hero')
    expect((vi.mocked(upload).mock.calls[0]![1] as FormData).get('attachment')).toHaveProperty(
      'name',
      'hero.jpg',
    )
    sending.progress(40)
    expect(
      screen.getByRole('progressbar', { name: 'hero.jpg' }).getAttribute('aria-valuenow'),
    ).toBe('40')
    await sending.finish({
      meta: {
        url: 'http://localhost/uploads/events/12/hero/a.jpg',
        path: 'uploads/events/12/hero/a.jpg',
      },
    })
    expect(
      screen.getByRole('progressbar', { name: 'hero.jpg' }).getAttribute('aria-valuenow'),
    ).toBe('100')
    expect(
      screen.getByRole('img', { name: 'Hero image of Athens Jazz Night' }).getAttribute('src'),
    ).toBe('http://localhost/uploads/events/12/hero/a.jpg')
    // The address the API answered is the cached event's: nothing is fetched again.
    expect(cachedEvent()?.hero_image).toBe('http://localhost/uploads/events/12/hero/a.jpg')
    expect(onEventChanged).not.toHaveBeenCalled()
  })
})

describe('Resources tab: additional images', () => {
  it('greys the 4th image behind the premium overlay for a free plan, not for an organizer', () => {
    renderTab('creator', { additional_images: images(3) })
    expect(screen.getByLabelText('Add images').closest('[inert]')).not.toBeNull()
    expect(screen.getByText('Available from the freemium plan.')).toBeTruthy()
    expect(screen.getByText('3 of 3 images on the free plan.')).toBeTruthy()
    cleanup()
    renderTab('organizer', { additional_images: images(3) })
    expect(screen.getByLabelText('Add images').closest('[inert]')).toBeNull()
  })

  it('sends only what fits a free plan and shows the API refusal on its row', async () => {
    vi.mocked(upload).mockRejectedValueOnce(apiError(403, 'plan_required', 'attachment'))
    renderTab('creator', { additional_images: images(2) })
    await userEvent.upload(screen.getByLabelText('Add images'), [
      file('a.jpg', 'image/jpeg'),
      file('b.jpg', 'image/jpeg'),
    ])
    expect(upload).toHaveBeenCalledOnce()
    const rows = await screen.findAllByText('Free plans may add at most 3 additional images.')
    expect(rows).toHaveLength(2)
    expect(screen.getByRole('progressbar', { name: 'b.jpg' })).toBeTruthy()
  })

  it('removes a deleted image once the API confirms, after a second', async () => {
    vi.mocked(api.delete).mockResolvedValue(null)
    const { cachedEvent } = renderTab('organizer', { additional_images: images(2) })
    await userEvent.click(screen.getByRole('button', { name: 'Delete image 1' }))
    expect(api.delete).toHaveBeenCalledWith('assets/50')
    expect(screen.getByText('Image 1 deleted.')).toBeTruthy()
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(1), { timeout: 2000 })
    expect(screen.getByRole('img', { name: 'Additional image 1' }).getAttribute('src')).toBe(
      '/uploads/events/12/images/i1.jpg',
    )
    expect(cachedEvent()?.additional_images?.map((image) => image.id)).toEqual(['51'])
  })

  it('says in Greek which image it deletes and that it was deleted, as whole sentences', async () => {
    vi.mocked(api.delete).mockResolvedValue(null)
    await act(() => activateLocale('el', catalog))
    try {
      renderTab('organizer', { additional_images: images(2) })
      await userEvent.click(screen.getByRole('button', { name: 'Διαγραφή εικόνας 1' }))
      expect(await screen.findByText('Η εικόνα 1 διαγράφηκε.')).toBeTruthy()
    } finally {
      await act(() => activateLocale('en', catalog))
    }
  })

  it('keeps an image the API refused to delete', async () => {
    vi.mocked(api.delete).mockRejectedValue(apiError(404, 'not_found'))
    renderTab('organizer', { additional_images: images(1) })
    await userEvent.click(screen.getByRole('button', { name: 'Delete image 1' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'We could not find what you were looking for.',
      ),
    )
    expect(screen.getAllByRole('img')).toHaveLength(1)
  })
})

describe('Resources tab: documents', () => {
  it('uploads several documents with a progress bar each and lists name, type and size', async () => {
    const first = pendingUpload()
    vi.mocked(upload).mockResolvedValueOnce(
      assetDocument(
        '71',
        'prices.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        2048,
      ),
    )
    const { cachedEvent, onEventChanged } = renderTab('organizer')
    await userEvent.upload(screen.getByLabelText('Add documents'), [
      file('agenda.pdf', 'application/pdf'),
      file('prices.xlsx', ''),
    ])
    first.progress(70)
    expect(
      screen.getByRole('progressbar', { name: 'agenda.pdf' }).getAttribute('aria-valuenow'),
    ).toBe('70')
    expect(
      screen.getByRole('progressbar', { name: 'prices.xlsx' }).getAttribute('aria-valuenow'),
    ).toBe('0')
    await first.finish(assetDocument('70', 'agenda.pdf', 'application/pdf', 3 * 1024 * 1024))
    await waitFor(() => expect(screen.getByRole('link', { name: 'prices.xlsx' })).toBeTruthy())
    expect(vi.mocked(upload).mock.calls.map(([path]) => path)).toEqual([
      'uploads/events/12/documents',
      'uploads/events/12/documents',
    ])
    expect(screen.getByText('PDF · 3 MB')).toBeTruthy()
    expect(screen.getByText('Excel · 2 KB')).toBeTruthy()
    expect(cachedEvent()?.additional_docs).toEqual([
      {
        id: '70',
        additional_asset: 'http://localhost/uploads/x/70',
        type: 'application/pdf',
        name: 'agenda.pdf',
        size: 3 * 1024 * 1024,
      },
      expect.objectContaining({ id: '71', name: 'prices.xlsx', size: 2048 }),
    ])
    expect(onEventChanged).not.toHaveBeenCalled()
  })

  it('refuses a file of another type without sending it', async () => {
    renderTab('organizer')
    await userEvent.upload(
      screen.getByLabelText('Add documents'),
      file('notes.txt', 'text/plain'),
      { applyAccept: false },
    )
    expect(screen.getByText('This type of file is not accepted.')).toBeTruthy()
    expect(upload).not.toHaveBeenCalled()
  })
})

describe('Resources tab: promo video', () => {
  it('checks the 11-character video id, saves the link and previews only on request', async () => {
    const saved = 'https://youtu.be/dQw4w9WgXcQ'
    vi.mocked(api.patch).mockResolvedValue(eventDocument(eventResource('12', { video_url: saved })))
    const { cachedEvent, onEventChanged } = renderTab('organizer')
    const link = screen.getByRole('textbox', { name: 'YouTube link' })
    await userEvent.type(link, 'https://youtu.be/dQw4w9WgXc')
    await userEvent.click(screen.getByRole('button', { name: 'Save video' }))
    expect(
      screen.getByText('Please enter a YouTube link with an 11-character video id.'),
    ).toBeTruthy()
    expect(api.patch).not.toHaveBeenCalled()
    await userEvent.type(link, 'Q')
    await userEvent.click(screen.getByRole('button', { name: 'Save video' }))
    expect(api.patch).toHaveBeenCalledWith('events/12', {
      data: { type: 'events', id: '12', attributes: { video_url: 'https://youtu.be/dQw4w9WgXcQ' } },
    })
    // The address the API answered is the cached event's: nothing is fetched again.
    await waitFor(() => expect(cachedEvent()?.video_url).toBe(saved))
    expect(onEventChanged).not.toHaveBeenCalled()
    expect(document.querySelector('iframe')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Preview video' }))
    const player = screen.getByTitle('Promo video preview')
    expect([
      player.getAttribute('src'),
      player.getAttribute('width'),
      player.getAttribute('height'),
    ]).toEqual(['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', '640', '360'])
  })

  it("shows the API's refusal of the address beside the field", async () => {
    vi.mocked(api.patch).mockRejectedValue(apiError(422, 'invalid_format', 'video_url'))
    const { cachedEvent } = renderTab('organizer')
    const link = screen.getByRole('textbox', { name: 'YouTube link' })
    await userEvent.type(link, 'https://youtu.be/dQw4w9WgXcQ')
    await userEvent.click(screen.getByRole('button', { name: 'Save video' }))
    expect(await screen.findByText('detail of invalid_format')).toBeTruthy()
    expect(link.getAttribute('aria-invalid')).toBe('true')
    expect(cachedEvent()?.video_url).toBeNull()
  })
})
