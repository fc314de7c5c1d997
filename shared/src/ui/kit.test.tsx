// @vitest-environment happy-dom
import { useState } from 'react'
import { describe, expect, it, vi, afterEach } from 'vitest'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { $session } from '../stores/session.js'
import { Avatar, initialsOf } from './avatar.js'
import { Card } from './card.js'
import { readableOn } from './badge.js'
import { Checkbox, PasswordField, TextField } from './field.js'
import { Modal } from './modal.js'
import { PremiumGate } from './premium-gate.js'
import { TOAST_TIMEOUT_MS, Toaster, toast } from './toast.js'
import { renderWithI18n } from './test-utils.js'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  $session.set(null)
})

describe('fields', () => {
  it('labels the control and links its hint and error', () => {
    renderWithI18n(
      <TextField label="Name" hint="Your full name" error="This field is required." required />,
    )
    const input = screen.getByRole('textbox', { name: /Name/ })
    expect(input).toHaveProperty('required', true)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent)
    expect(described).toEqual(['Your full name', 'This field is required.'])
  })

  it('shows and hides a password', async () => {
    renderWithI18n(<PasswordField label="Password" />)
    const input = screen.getByLabelText('Password')
    expect(input.getAttribute('type')).toBe('password')
    await userEvent.click(screen.getByRole('button', { name: 'Show' }))
    expect(input.getAttribute('type')).toBe('text')
    expect(screen.getByRole('button', { name: 'Hide' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('renders a switch with role switch', () => {
    renderWithI18n(<Checkbox label="Email notifications" switch defaultChecked />)
    expect(screen.getByRole('switch', { name: 'Email notifications' })).toHaveProperty(
      'checked',
      true,
    )
  })
})

function ModalHarness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Add tag">
        <input aria-label="Tag name" />
      </Modal>
    </>
  )
}

describe('Modal', () => {
  it('is labelled by its title, closes on Escape and returns focus to the opener', async () => {
    renderWithI18n(<ModalHarness />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await userEvent.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Add tag' })
    expect(screen.getByLabelText('Tag name')).toBeTruthy()
    fireEvent(dialog, new Event('cancel', { cancelable: true }))
    expect(screen.queryByLabelText('Tag name')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes with its close button', async () => {
    renderWithI18n(<ModalHarness />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByLabelText('Tag name')).toBeNull()
  })
})

describe('toasts', () => {
  it('shows a toast and removes it after 5000 ms', () => {
    vi.useFakeTimers()
    renderWithI18n(<Toaster />)
    act(() => toast('Role added successfully'))
    expect(screen.getByRole('status').textContent).toContain('Role added successfully')
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1))
    expect(screen.getByRole('status').textContent).toContain('Role added successfully')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('announces errors in an alert region', () => {
    renderWithI18n(<Toaster />)
    act(() => toast('Oops, something went wrong!', 'danger'))
    expect(screen.getByRole('alert').textContent).toContain('Oops, something went wrong!')
  })
})

describe('PremiumGate', () => {
  const signInAs = (role: 'creator' | 'creator-plus' | 'organizer') =>
    $session.set({
      token: 't',
      expiresAt: null,
      user: {
        id: '1',
        name: 'A',
        email: 'a@b.c',
        role,
        profile_image: null,
        timezone: null,
        currency: null,
      },
    })

  it('greys out a feature the plan lacks and leaves it inert', () => {
    signInAs('creator')
    renderWithI18n(
      <PremiumGate feature="paid_tickets">
        <input aria-label="Price" />
      </PremiumGate>,
    )
    expect(screen.queryByRole('textbox', { name: 'Price' })).toBeNull()
    expect(screen.getByText('Available from the freemium plan.')).toBeTruthy()
  })

  it('shows the feature to a plan that has it', () => {
    signInAs('creator-plus')
    renderWithI18n(
      <PremiumGate feature="paid_tickets">
        <input aria-label="Price" />
      </PremiumGate>,
    )
    expect(screen.getByRole('textbox', { name: 'Price' })).toBeTruthy()
  })
})

describe('avatar and badge helpers', () => {
  it.each([
    ['Maria Papadopoulou', 'MP'],
    ['maria', 'M'],
    ['  Ελένη  Νικολάου Παππά ', 'ΕΠ'],
    ['', '?'],
  ])('initials of %j are %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials)
  })

  it('gives an initials avatar an accessible name', () => {
    renderWithI18n(<Avatar name="Maria Papadopoulou" />)
    expect(screen.getByRole('img', { name: 'Maria Papadopoulou' }).textContent).toBe('MP')
  })

  it.each([
    ['#2e7d32', '#ffffff'],
    ['#ffeb3b', '#000000'],
    ['#000000', '#ffffff'],
    ['nonsense', '#000000'],
  ])('text on %s is %s', (background, text) => {
    expect(readableOn(background)).toBe(text)
  })
})

describe('Card', () => {
  it('is a region named by its title', () => {
    renderWithI18n(<Card title="Account">x</Card>)
    expect(screen.getByRole('region', { name: 'Account' })).toBeTruthy()
  })
})
