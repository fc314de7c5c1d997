import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { RecordActions } from './record-actions'

afterEach(cleanup)

function renderActions() {
  const onDelete = vi.fn()
  const onCopy = vi.fn()
  renderWithI18n(
    <RecordActions
      name="Jazz night"
      editTo="/manage/events/edit-item/7"
      onDelete={onDelete}
      items={[{ key: 'copy', label: 'Copy', onSelect: onCopy }]}
    />,
  )
  return { onDelete, onCopy }
}

describe('RecordActions', () => {
  it('shows Edit and a closed More menu, nothing destructive in the row', () => {
    renderActions()
    expect(screen.getByRole('link', { name: 'Edit Jazz night' }).getAttribute('href')).toBe(
      '/manage/events/edit-item/7',
    )
    const more = screen.getByRole('button', { name: 'More actions for Jazz night' })
    expect(more.getAttribute('aria-haspopup')).toBe('menu')
    expect(more.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull()
  })

  it('lists the extra actions, then Delete last as a destructive item', async () => {
    const { onDelete } = renderActions()
    await userEvent.click(screen.getByRole('button', { name: 'More actions for Jazz night' }))
    const items = screen.getAllByRole('menuitem')
    expect(items.map((item) => item.getAttribute('aria-label') ?? item.textContent)).toEqual([
      'Copy',
      'Delete Jazz night',
    ])
    expect(items[1]!.className).toContain('ts-menu__item--danger')
    await userEvent.click(items[1]!)
    expect(onDelete).toHaveBeenCalledOnce()
  })

  it('is worked from the keyboard: Enter opens on the first item, End and Enter delete', async () => {
    const { onDelete, onCopy } = renderActions()
    screen.getByRole('button', { name: 'More actions for Jazz night' }).focus()
    await userEvent.keyboard('{Enter}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Copy' }))
    await userEvent.keyboard('{End}{Enter}')
    expect(onDelete).toHaveBeenCalledOnce()
    expect(onCopy).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'More actions for Jazz night' }),
    )
  })
})
