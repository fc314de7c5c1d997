import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { RichTextField } from './rich-text-field'

afterEach(cleanup)

function Harness({
  initial = '',
  onChange,
}: {
  initial?: string
  onChange: (html: string) => void
}) {
  const [value, setValue] = useState(initial)
  return (
    <RichTextField
      id="about"
      label="Additional description"
      value={value}
      onChange={(html) => {
        setValue(html)
        onChange(html)
      }}
    />
  )
}

async function renderEditor(initial = '<p>Doors open at nine</p>') {
  const onChange = vi.fn()
  renderWithI18n(<Harness initial={initial} onChange={onChange} />)
  const box = await screen.findByRole('textbox', { name: 'Additional description' })
  return { box, onChange, toolbar: screen.getByRole('toolbar', { name: 'Formatting' }) }
}

function selectAll(box: HTMLElement) {
  box.focus()
  const range = document.createRange()
  range.selectNodeContents(box)
  const selection = window.getSelection()!
  selection.removeAllRanges()
  selection.addRange(range)
  document.dispatchEvent(new Event('selectionchange'))
}

describe('Rich text field', () => {
  it('shows saved markup as is and takes a value set from outside without emitting it back', async () => {
    const onChange = vi.fn()
    const saved =
      '<p>Read the <a href="https://tessera.test/programme" rel="noopener noreferrer">programme</a></p>'
    function Resettable() {
      const [value, setValue] = useState(saved)
      return (
        <>
          <RichTextField
            id="about"
            label="Additional description"
            value={value}
            onChange={onChange}
          />
          <button type="button" onClick={() => setValue('<p>Reset after saving</p>')}>
            Reset
          </button>
        </>
      )
    }
    renderWithI18n(<Resettable />)
    const box = await screen.findByRole('textbox', { name: 'Additional description' })
    expect(within(box).getByRole('link', { name: 'programme' }).getAttribute('href')).toBe(
      'https://tessera.test/programme',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }))
    await waitFor(() => expect(box.textContent).toBe('Reset after saving'))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('labels the editable area and every toolbar control', async () => {
    const { box, toolbar } = await renderEditor()
    expect(box.id).toBe('about')
    expect(box.getAttribute('aria-multiline')).toBe('true')
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'))
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Align left',
      'Align centre',
      'Align right',
      'Justify',
      'Bulleted list',
      'Numbered list',
      'Link',
    ])
    expect(
      within(toolbar)
        .getAllByRole('combobox')
        .map((select) => select.getAttribute('aria-label')),
    ).toEqual(['Text style', 'Text size', 'Text colour'])
  })

  it('toggles bold on the selection, says so with aria-pressed and emits HTML', async () => {
    const { box, onChange, toolbar } = await renderEditor()
    const bold = within(toolbar).getByRole('button', { name: 'Bold' })
    expect(bold.getAttribute('aria-pressed')).toBe('false')
    selectAll(box)
    await userEvent.click(bold)
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<p><strong>Doors open at nine</strong></p>'),
    )
    expect(bold.getAttribute('aria-pressed')).toBe('true')
    await userEvent.click(bold)
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Doors open at nine</p>'))
    expect(bold.getAttribute('aria-pressed')).toBe('false')
  })

  it('applies colour, size, heading, alignment and lists as the server keeps them', async () => {
    const { box, onChange, toolbar } = await renderEditor()
    selectAll(box)
    await userEvent.selectOptions(
      within(toolbar).getByRole('combobox', { name: 'Text colour' }),
      'Red',
    )
    await userEvent.selectOptions(
      within(toolbar).getByRole('combobox', { name: 'Text size' }),
      'Large',
    )
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        '<p><span style="color: #b42318; font-size: 20px;">Doors open at nine</span></p>',
      ),
    )
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Align centre' }))
    await userEvent.selectOptions(
      within(toolbar).getByRole('combobox', { name: 'Text style' }),
      'Heading 2',
    )
    await waitFor(() =>
      expect(String(onChange.mock.lastCall?.[0])).toMatch(/^<h2 style="text-align: center;?">/),
    )
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Bulleted list' }))
    await waitFor(() => expect(String(onChange.mock.lastCall?.[0])).toMatch(/^<ul><li>/))
  })

  it('adds a link to the selection through an accessible dialog and refuses javascript: addresses', async () => {
    const { box, onChange, toolbar } = await renderEditor()
    selectAll(box)
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Link' }))
    const dialog = await screen.findByRole('dialog', { name: 'Link' })
    const address = within(dialog).getByRole('textbox', { name: 'Link address' })
    await userEvent.type(address, 'javascript:alert(1)')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply link' }))
    expect(within(dialog).getByText(/Enter a web address/)).toBeTruthy()
    await userEvent.clear(address)
    await userEvent.type(address, 'tessera.test/agenda')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply link' }))
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        '<p><a rel="noopener noreferrer" href="https://tessera.test/agenda">Doors open at nine</a></p>',
      ),
    )
  })

  it('moves between toolbar controls with the arrow keys (one tab stop)', async () => {
    const { toolbar } = await renderEditor()
    const controls = [...toolbar.querySelectorAll<HTMLElement>('[data-toolbar-item]')]
    expect(controls.filter((control) => control.tabIndex === 0)).toHaveLength(1)
    controls[0]!.focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Text size')
    await userEvent.keyboard('{End}')
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Link')
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Text style')
  })

  it('keeps scripts, images and event handlers out of pasted markup', async () => {
    const { box, onChange } = await renderEditor('')
    box.focus()
    const clipboard = new DataTransfer()
    clipboard.setData(
      'text/html',
      '<p onclick="alert(1)">Hello <b>world</b></p><script>alert(2)</script><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">click</a>',
    )
    clipboard.setData('text/plain', 'Hello world')
    await userEvent.paste(clipboard)
    await waitFor(() => expect(onChange).toHaveBeenCalled())
    const html = String(onChange.mock.lastCall?.[0])
    expect(html).toContain('Hello <strong>world</strong>')
    expect(html).not.toMatch(/script|<img|onerror|onclick|javascript:|alert/)
  })
})
