// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { MenuButton, type MenuItem } from './menu-button.js'
import { renderWithI18n } from './test-utils.js'

afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

function renderMenu(onLogout = vi.fn()) {
  const items: MenuItem[] = [
    { key: 'dashboard', label: 'Dashboard', to: '/manage/dashboard' },
    { key: 'profile', label: 'My profile', to: '/console/user-profile' },
    { key: 'logout', label: 'Log out', onSelect: onLogout },
  ]
  renderWithI18n(
    <>
      <MenuButton label="Account menu" items={items} header="Maria">
        MP
      </MenuButton>
      <button type="button">Elsewhere</button>
    </>,
  )
  return onLogout
}

describe('MenuButton', () => {
  it('is closed until opened, then focuses the first item', async () => {
    renderMenu()
    const button = screen.getByRole('button', { name: 'Account menu' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('menu')).toBeNull()
    await userEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Dashboard' }))
  })

  it('moves with the arrows, Home and End, and wraps around', async () => {
    renderMenu()
    screen.getByRole('button', { name: 'Account menu' }).focus()
    await userEvent.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Log out' }))
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Dashboard' }))
    await userEvent.keyboard('{End}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Log out' }))
    await userEvent.keyboard('{Home}{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'My profile' }))
  })

  it('closes on Escape and gives focus back to the button', async () => {
    renderMenu()
    const button = screen.getByRole('button', { name: 'Account menu' })
    button.focus()
    await userEvent.keyboard('{Enter}')
    expect(screen.getByRole('menu')).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('closes on a click elsewhere', async () => {
    renderMenu()
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }))
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('navigates with a link item and runs an action item', async () => {
    const onLogout = renderMenu()
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }))
    await userEvent.click(screen.getByRole('menuitem', { name: 'My profile' }))
    expect(window.location.pathname).toBe('/console/user-profile')
    expect(screen.queryByRole('menu')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }))
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }))
    expect(onLogout).toHaveBeenCalledOnce()
  })
})
