import { athens, findInList, seedEvent } from '../support/event-screens'
import { expect, test } from '../support/fixtures'
import { rowAction, searchList } from '../support/lists'

const unique = () => Math.random().toString(36).slice(2, 8)

test.describe('as an organizer', () => {
  test.use({ signedInAs: 'organizer' })

  test('an organizer adds an event, finds it, previews it, and duplicates it', async ({
    page,
    axe,
  }) => {
    // Five screens, axe on three of them and the public page's remote loaded by the preview.
    test.setTimeout(60_000)
    const name = `Athens Jazz Night ${unique()}`
    const tagName = `jazz-${unique()}`

    await page.goto('/manage/events/add-item')
    await expect(page.getByRole('heading', { level: 1, name: 'Add event' })).toBeVisible()
    const create = page.getByRole('button', { name: 'Create event' })
    await expect(create).toBeDisabled()
    await page.getByRole('button', { name: 'Add tag' }).click()
    const tagDialog = page.getByRole('dialog', { name: 'Add tag' })
    await tagDialog.getByRole('textbox', { name: /^Tag name/ }).fill(tagName)
    await tagDialog.getByRole('button', { name: 'Add tag' }).click()
    // Chosen: the tags combobox lists it with its remove button.
    await expect(page.getByRole('button', { name: `Remove ${tagName}` })).toBeVisible()
    await page.getByRole('textbox', { name: /^Name/ }).fill(name)
    await page.getByRole('textbox', { name: /^Summary/ }).fill('Live jazz by the sea.')
    await page.getByLabel(/^Begins/).fill(athens(3, '19:30'))
    await page.getByRole('combobox', { name: 'Length' }).selectOption('2.5')
    await expect(page.getByText(/^Ends: .* at 22:00$/)).toBeVisible()
    await expect(page.locator('.ts-live-preview').getByRole('heading', { name })).toBeVisible()
    await axe()
    await create.click()
    await expect(page).toHaveURL(/\/manage\/events\/edit-item\/\d+$/)
    const eventId = /edit-item\/(\d+)$/.exec(page.url())![1]!

    const row = await findInList(page, name)
    await expect(row.getByText('Upcoming')).toBeVisible()
    await axe()
    await (await rowAction(row, name, `Preview ${name}`)).click()
    await expect(page).toHaveURL(new RegExp(`/manage/event/${eventId}$`))
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByText('Status: Private')).toBeVisible()
    // Below the banner, the public page itself (mfe-public-event's, loaded through Module
    // Federation) of this draft, from its preview document.
    // Its title is an h2 under the screen's h1: one h1 on the screen.
    await expect(page.locator('.pe-page').getByRole('heading', { level: 2, name })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('region', { name: 'When' })).toBeVisible()
    await axe()

    // The public page's link and the embed snippet are offered; the snippet loads the widget
    // script the API serves (booking through it: booking-widget.spec.ts).
    await expect(page.getByRole('button', { name: 'Copy public link' })).toBeVisible()
    await page.getByRole('button', { name: 'Embed' }).click()
    const embed = page.getByRole('dialog', { name: 'Embed the booking widget' })
    const snippet = await embed.getByRole('textbox', { name: 'Embed code' }).inputValue()
    const script = /src="([^"]+)"/.exec(snippet)?.[1] ?? ''
    expect((await page.request.get(script)).status()).toBe(200)
    await embed.getByRole('button', { name: 'Close' }).first().click()
    await expect(embed).toBeHidden()

    const again = await findInList(page, name)
    await (await rowAction(again, name, `Duplicate ${name}`)).click()
    const clone = page.getByRole('dialog', { name: 'Duplicate event' })
    await clone.getByLabel(/^New start/).fill(athens(10, '20:00'))
    await expect(clone.getByLabel(/^New end/)).toHaveValue(athens(10, '22:30'))
    await axe()
    await clone.getByRole('button', { name: 'Duplicate event' }).click()
    await expect(page).toHaveURL(/\/manage\/event\/\d+$/)
    expect(page.url()).not.toMatch(new RegExp(`/manage/event/${eventId}$`))
    await expect(page.getByRole('heading', { level: 1, name: `${name} (copy)` })).toBeVisible()
    await expect(page.getByText('Event duplicated successfully')).toBeVisible()
  })
})

test.describe('as a creator', () => {
  test.use({ signedInAs: 'creator' })

  test('a creator sees Duplicate greyed out with a premium badge', async ({
    page,
    request,
    axe,
  }) => {
    const name = await seedEvent(request, 'creator')
    const row = await findInList(page, name)
    const duplicate = await rowAction(row, name, `Duplicate ${name} (needs the Freemium plan)`)
    await expect(duplicate).toBeDisabled()
    await expect(duplicate.getByText('Freemium')).toBeVisible()
    await axe()
  })
})

test.describe('as an admin', () => {
  test.use({ signedInAs: 'admin' })

  test('staff manage categories in the console and an organizer manages tags', async ({
    page,
    axe,
  }) => {
    const category = `Concerts ${unique()}`
    await page.goto('/console/categories/add-category')
    await page.getByRole('textbox', { name: /^Name/ }).fill(category)
    await page.getByRole('textbox', { name: 'Description' }).fill('Live music')
    await axe()
    await page.getByRole('button', { name: 'Add category' }).click()
    await expect(page).toHaveURL(/\/console\/categories\/list-categories$/)
    await expect(page.getByText('Category added successfully')).toBeVisible()
    await searchList(page, category, '/api/v1/categories')
    await expect(page.getByRole('rowheader', { name: category })).toBeVisible()
    await axe()
    await page.goto('/manage/categories/list-categories')
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible()

    const tag = `outdoor-${unique()}`
    await page.goto('/manage/tags/add-tag')
    await page.getByRole('textbox', { name: /^Name/ }).fill(tag)
    await page.getByRole('button', { name: 'Add tag' }).click()
    await expect(page).toHaveURL(/\/manage\/tags\/list-tags$/)
    await expect(page.getByRole('heading', { level: 1, name: 'My Tags List' })).toBeVisible()
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: tag }) })
    await expect(row.getByText('#2e7d32')).toBeVisible()
    await axe()
    await (await rowAction(row, tag, `Delete ${tag}`)).click()
    await page
      .getByRole('dialog', { name: 'Delete tag' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(page.getByText('Tag deleted successfully')).toBeVisible()
    await expect(page.getByRole('rowheader', { name: tag })).toHaveCount(0)
  })
})
