// @vitest-environment happy-dom
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { DataTable, type Column } from './data-table.js'
import { ListSummary, shownRange } from './list-summary.js'
import { PageSizeSelect, PAGE_SIZES_USERS } from './page-size-select.js'
import { Pagination, pageWindow } from './pagination.js'
import { SEARCH_DEBOUNCE_MS, SearchInput } from './search-input.js'
import { Tabs } from './tabs.js'
import { listQueryString, useListQuery } from './use-list-query.js'
import { renderWithI18n } from './test-utils.js'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

type Row = { id: string; name: string }
const columns: Column<Row>[] = [
  { id: 'id', header: 'Id', cell: (row) => row.id, sortField: 'id' },
  { id: 'name', header: 'Name', cell: (row) => row.name, sortField: 'name', rowHeader: true },
  { id: 'note', header: 'Note', cell: () => '–' },
]

/** A list screen in miniature: the hook drives the controls, the query string is shown. */
function ListHarness({ last = 9 }: { last?: number }) {
  const query = useListQuery({
    sort: { field: 'name', direction: 'asc' },
    size: 10,
    include: ['roles'],
  })
  return (
    <>
      <SearchInput label="Search by name" value={query.search} onSearch={query.setSearch} />
      <PageSizeSelect value={query.size} sizes={PAGE_SIZES_USERS} onChange={query.setSize} />
      <DataTable
        caption="Users"
        columns={columns}
        rows={[{ id: '1', name: 'Admin' }]}
        rowKey={(row) => row.id}
        sort={query.sort}
        onSort={query.toggleSort}
        empty="None"
      />
      <Pagination page={query.page} last={last} onChange={query.setPage} />
      <output data-testid="query">{decodeURIComponent(query.queryString)}</output>
    </>
  )
}
const shownQuery = () => screen.getByTestId('query').textContent

describe('SearchInput', () => {
  it('reports once, 300 ms after typing stops', () => {
    vi.useFakeTimers()
    const onSearch = vi.fn()
    renderWithI18n(<SearchInput label="Search by name" value="" onSearch={onSearch} />)
    const box = screen.getByRole('searchbox', { name: 'Search by name' })
    // Keystrokes as change events: user-event waits on real timers, which are faked here.
    for (const text of ['m', 'ma', 'mar']) fireEvent.change(box, { target: { value: text } })
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1))
    for (const text of ['mari', 'maria']) fireEvent.change(box, { target: { value: text } })
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1))
    expect(onSearch).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onSearch).toHaveBeenCalledTimes(1)
    expect(onSearch).toHaveBeenCalledWith('maria')
  })
})

describe('useListQuery with the list controls', () => {
  it('starts from the defaults', () => {
    renderWithI18n(<ListHarness />)
    expect(shownQuery()).toBe('sort=name&page[number]=1&page[size]=10&include=roles')
  })

  it('toggles the sort of a column and marks it with aria-sort', async () => {
    renderWithI18n(<ListHarness />)
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' })
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending')
    expect(screen.getByRole('columnheader', { name: 'Id' }).getAttribute('aria-sort')).toBeNull()

    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }))
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending')
    expect(shownQuery()).toContain('sort=-name')

    const idHeader = screen.getByRole('columnheader', { name: 'Id' })
    await userEvent.click(within(idHeader).getByRole('button', { name: 'Id' }))
    expect(idHeader.getAttribute('aria-sort')).toBe('ascending')
    expect(nameHeader.getAttribute('aria-sort')).toBeNull()
    expect(shownQuery()).toContain('sort=id&')
    expect(
      within(screen.getByRole('columnheader', { name: 'Note' })).queryByRole('button'),
    ).toBeNull()
  })

  it('goes back to page 1 when the page size changes', async () => {
    renderWithI18n(<ListHarness />)
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(shownQuery()).toContain('page[number]=3')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '25')
    expect(shownQuery()).toContain('page[number]=1&page[size]=25')
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page')
  })

  it('goes back to page 1 when the search changes, and sends it as filter[name]', async () => {
    renderWithI18n(<ListHarness />)
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(shownQuery()).toContain('page[number]=2')
    vi.useFakeTimers()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), {
      target: { value: 'Μαρία & co' },
    })
    expect(shownQuery()).toContain('page[number]=2')
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
    expect(shownQuery()).toBe(
      'filter[name]=Μαρία & co&sort=name&page[number]=1&page[size]=10&include=roles',
    )
  })

  it('encodes the search value', () => {
    const query = listQueryString({
      search: ' a&b ',
      sort: { field: 'created_at', direction: 'desc' },
      page: 2,
      size: 5,
    })
    expect(query).toBe('filter[name]=a%26b&sort=-created_at&page[number]=2&page[size]=5')
  })
})

describe('Pagination', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 9, [1, 2, 3, 4, 5]],
    [5, 9, [3, 4, 5, 6, 7]],
    [9, 9, [5, 6, 7, 8, 9]],
    [8, 9, [5, 6, 7, 8, 9]],
  ])('page %i of %i shows %j', (page, last, shown) => {
    expect(pageWindow(page, last)).toEqual(shown)
  })

  it('is a labelled navigation with the current page marked and previous/next', async () => {
    const onChange = vi.fn()
    renderWithI18n(<Pagination page={1} last={7} onChange={onChange} />)
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page / })
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3', '4', '5'])
    expect(within(nav).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    )
    expect(within(nav).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true)
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }))
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 4' }))
    expect(onChange.mock.calls).toEqual([[2], [4]])
  })

  it('is not shown for a single page', () => {
    renderWithI18n(<Pagination page={1} last={1} onChange={() => {}} />)
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})

describe('DataTable', () => {
  it('has a caption, row headers and row actions', () => {
    renderWithI18n(
      <DataTable
        caption="Roles"
        columns={columns}
        rows={[{ id: '7', name: 'Editor' }]}
        rowKey={(row) => row.id}
        empty="None"
        actions={(row) => <button>Delete {row.name}</button>}
      />,
    )
    const table = screen.getByRole('table', { name: 'Roles' })
    expect(within(table).getByRole('rowheader', { name: 'Editor' })).toBeTruthy()
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeTruthy()
    expect(within(table).getByRole('button', { name: 'Delete Editor' })).toBeTruthy()
  })

  it('shows a spinner while the first page loads, then the empty state', () => {
    const { rerender } = renderWithI18n(
      <DataTable
        caption="Roles"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        loading
        empty="No roles yet"
      />,
    )
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    rerender(
      <DataTable
        caption="Roles"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        empty="No roles yet"
      />,
    )
    expect(screen.getByRole('cell').textContent).toBe('No roles yet')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('is a focusable region named by its caption only while it scrolls sideways', () => {
    const table = (
      <DataTable
        caption="Roles"
        columns={columns}
        rows={[{ id: '7', name: 'Editor' }]}
        rowKey={(row) => row.id}
        empty="None"
      />
    )
    const { unmount } = renderWithI18n(table)
    expect(screen.queryByRole('region')).toBeNull()
    unmount()

    const widths = vi
      .spyOn(HTMLElement.prototype, 'scrollWidth', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('ts-table-wrap') ? 800 : 0
      })
    const client = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390)
    try {
      renderWithI18n(table)
      const region = screen.getByRole('region', { name: 'Roles' })
      expect(region.getAttribute('tabindex')).toBe('0')
    } finally {
      widths.mockRestore()
      client.mockRestore()
    }
  })
})

describe('ListSummary', () => {
  it.each([
    [
      { total: 45, number: 2, size: 10, last: 5 },
      { from: 11, to: 20, total: 45 },
    ],
    [
      { total: 45, number: 5, size: 10, last: 5 },
      { from: 41, to: 45, total: 45 },
    ],
    [
      { total: 0, number: 1, size: 10, last: 1 },
      { from: 0, to: 0, total: 0 },
    ],
  ])('%j shows %j', (page, range) => {
    expect(shownRange(page)).toEqual(range)
  })

  it('says which rows are shown', () => {
    renderWithI18n(<ListSummary page={{ total: 45, number: 2, size: 10, last: 5 }} />)
    expect(screen.getByText('Showing 11–20 of 45')).toBeTruthy()
  })
})

function TabsHarness() {
  const [selected, setSelected] = useState('details')
  const tabs = ['subscriptions', 'details', 'preferences'].map((id) => ({
    id,
    label: id.toUpperCase(),
    panel: <p>{id} panel</p>,
  }))
  return <Tabs label="Profile" tabs={tabs} selected={selected} onSelect={setSelected} />
}

describe('Tabs', () => {
  it('follows the WAI-ARIA tabs pattern with arrow keys, Home and End', () => {
    renderWithI18n(<TabsHarness />)
    const tablist = screen.getByRole('tablist', { name: 'Profile' })
    const details = screen.getByRole('tab', { name: 'DETAILS' })
    expect(details.getAttribute('aria-selected')).toBe('true')
    expect(details.tabIndex).toBe(0)
    expect(screen.getByRole('tab', { name: 'PREFERENCES' }).tabIndex).toBe(-1)
    expect(screen.getByRole('tabpanel', { name: 'DETAILS' }).textContent).toBe('details panel')

    fireEvent.keyDown(tablist, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'PREFERENCES' }))
    expect(screen.getByRole('tabpanel', { name: 'PREFERENCES' })).toBeTruthy()
    fireEvent.keyDown(tablist, { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: 'SUBSCRIPTIONS' }).getAttribute('aria-selected')).toBe(
      'true',
    )
    fireEvent.keyDown(tablist, { key: 'End' })
    expect(screen.getByRole('tab', { name: 'PREFERENCES' }).getAttribute('aria-selected')).toBe(
      'true',
    )
    fireEvent.keyDown(tablist, { key: 'Home' })
    fireEvent.keyDown(tablist, { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'PREFERENCES' }))
  })
})
