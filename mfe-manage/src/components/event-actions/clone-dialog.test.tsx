import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { calendarDay } from '@tessera/shared/domain/events/time'
import { $session } from '@tessera/shared/stores/session'
import { Toaster } from '@tessera/shared/ui/toast'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { apiError, signInAs } from '../../test/fixtures'
import { eventDocument, eventResource } from '../../test/event-fixtures'
import { CloneDialog } from './clone-dialog'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../test/fixtures')).apiMock(),
)

const post = vi.mocked(api.post)
const onCloned = vi.fn()

function renderDialog() {
  renderWithI18n(
    <>
      <CloneDialog eventId="1" open onClose={vi.fn()} onCloned={onCloned} />
      <Toaster />
    </>,
  )
  return screen.getByRole('dialog', { name: 'Duplicate event' })
}

const day = (offset: number) =>
  calendarDay(new Date(Date.now() + offset * 86_400_000), 'Europe/Athens')

beforeEach(() => {
  signInAs('organizer')
  vi.mocked(api.get).mockResolvedValue(
    eventDocument(eventResource('1', { name: 'Athens Jazz Night' })),
  )
})

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

describe('Clone dialog', () => {
  it('offers no start before today in the event time zone and refuses one', async () => {
    const dialog = renderDialog()
    const start = await within(dialog).findByLabelText(/^New start/)
    expect(start.getAttribute('min')).toBe(`${day(0)}T00:00`)
    fireEvent.change(start, { target: { value: `${day(-1)}T20:00` } })
    fireEvent.blur(start)
    expect(await within(dialog).findByText('The date cannot be before today.')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate event' }))
    expect(post).not.toHaveBeenCalled()
  })

  it('keeps the event length for the new end, duplicates and hands over the copy', async () => {
    post.mockResolvedValue(eventDocument(eventResource('7', { name: 'Athens Jazz Night' })))
    const dialog = renderDialog()
    fireEvent.change(await within(dialog).findByLabelText(/^New start/), {
      target: { value: '2031-06-01T20:00' },
    })
    expect(within(dialog).getByLabelText(/^New end/)).toHaveProperty('value', '2031-06-01T23:00')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate event' }))
    await waitFor(() => expect(onCloned).toHaveBeenCalledWith('7'))
    expect(post).toHaveBeenCalledWith('events/1/duplicate', {
      data: {
        type: 'events',
        attributes: { start_at: '2031-06-01 20:00:00', end_at: '2031-06-01 23:00:00' },
      },
    })
    expect(screen.getByRole('status').textContent).toContain('Event duplicated successfully')
  })

  it('refuses an end before the start', async () => {
    const dialog = renderDialog()
    fireEvent.change(await within(dialog).findByLabelText(/^New start/), {
      target: { value: '2031-06-01T20:00' },
    })
    const end = within(dialog).getByLabelText(/^New end/)
    fireEvent.change(end, { target: { value: '2031-06-01T19:00' } })
    fireEvent.blur(end)
    expect(await within(dialog).findByText('The end cannot be before the start.')).toBeTruthy()
  })

  it('shows the server refusal inside the dialog', async () => {
    post.mockRejectedValue(apiError(403, 'plan_required'))
    const dialog = renderDialog()
    fireEvent.change(await within(dialog).findByLabelText(/^New start/), {
      target: { value: '2031-06-01T20:00' },
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate event' }))
    expect(await within(dialog).findByText('This feature needs a premium plan.')).toBeTruthy()
    expect(onCloned).not.toHaveBeenCalled()
  })

  it('puts the form behind the premium overlay on the free plan', async () => {
    signInAs('creator')
    const dialog = renderDialog()
    expect(within(dialog).getByText('Available from the freemium plan.')).toBeTruthy()
    expect(dialog.querySelector('.ts-premium__content')?.hasAttribute('inert')).toBe(true)
  })
})
