// @vitest-environment happy-dom
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { Combobox, type ComboboxOption } from './combobox.js'
import { renderWithI18n } from './test-utils.js'

afterEach(cleanup)

const PAGE = 20
const TAGS = Array.from({ length: 150 }, (_, index) => {
  const name = `Tag ${String(index + 1).padStart(3, '0')}`
  return { value: String(index + 1), label: name }
})

/** A picker over a server of 150 tags that answers at most 20 matches per search. */
function Harness({ multiple = true, searches }: { multiple?: boolean; searches: string[] }) {
  const [selected, setSelected] = useState<ComboboxOption[]>([])
  const [text, setText] = useState<string | null>(null)
  const matches = text === null ? undefined : TAGS.filter((tag) => tag.label.includes(text))
  return (
    <Combobox
      label="Tags"
      multiple={multiple}
      selected={selected}
      onChange={setSelected}
      options={matches?.slice(0, PAGE)}
      more={(matches?.length ?? 0) > PAGE}
      onSearch={(typed) => {
        searches.push(typed)
        setText(typed)
      }}
    />
  )
}

const input = () => screen.getByRole('combobox', { name: 'Tags' })
const active = () => document.getElementById(input().getAttribute('aria-activedescendant') ?? '')

describe('Combobox', () => {
  it('searches once typing pauses, then moves, chooses and closes with the keyboard', async () => {
    const searches: string[] = []
    renderWithI18n(<Harness searches={searches} />)
    await userEvent.tab()
    expect(document.activeElement).toBe(input())
    expect(input().getAttribute('aria-expanded')).toBe('false')

    await userEvent.keyboard('Tag 14')
    expect(input().getAttribute('aria-expanded')).toBe('true')
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10))
    expect(searches).toEqual(['Tag 14'])

    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    expect(active()?.textContent).toBe('Tag 141')
    await userEvent.keyboard('{ArrowUp}{Enter}')
    expect(screen.getByRole('button', { name: 'Remove Tag 140' })).toBeTruthy()
    expect(screen.getByRole('option', { name: 'Tag 140' }).getAttribute('aria-selected')).toBe(
      'true',
    )
    expect(input().getAttribute('aria-expanded')).toBe('true')

    await userEvent.keyboard('{Escape}')
    expect(input().getAttribute('aria-expanded')).toBe('false')
    expect(input()).toHaveProperty('value', 'Tag 14')
    await userEvent.keyboard('{Escape}')
    expect(input()).toHaveProperty('value', '')
  })

  it('says when nothing matches and when there are more matches than shown', async () => {
    renderWithI18n(<Harness searches={[]} />)
    await userEvent.click(input())
    await userEvent.keyboard('zzz')
    expect(await screen.findByText('No match')).toBeTruthy()
    await userEvent.clear(input())
    await userEvent.keyboard('Tag')
    expect(await screen.findByText('Type to search more')).toBeTruthy()
    expect(screen.getAllByRole('option')).toHaveLength(PAGE)
    await userEvent.keyboard(' 150')
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1))
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(screen.getByRole('button', { name: 'Remove Tag 150' })).toBeTruthy()
  })

  it('chooses one option and shows it in the input when single', async () => {
    renderWithI18n(<Harness multiple={false} searches={[]} />)
    await userEvent.tab()
    await userEvent.keyboard('Tag 07')
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10))
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(input().getAttribute('aria-expanded')).toBe('false')
    expect(input()).toHaveProperty('value', 'Tag 070')
    expect(input().getAttribute('aria-activedescendant')).toBeNull()
  })

  it('searches for what is typed after the choice shown in a single combobox', async () => {
    const searches: string[] = []
    renderWithI18n(<Harness multiple={false} searches={searches} />)
    await userEvent.tab()
    await userEvent.keyboard('Tag 07')
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10))
    await userEvent.keyboard('{ArrowDown}{Enter}')
    ;(input() as HTMLInputElement).setSelectionRange(7, 7)
    await userEvent.keyboard('Tag 12')
    expect(input()).toHaveProperty('value', 'Tag 12')
    await waitFor(() => expect(searches.at(-1)).toBe('Tag 12'))
  })
})
