import { demoAccount, expect, test } from '../support/fixtures'
import { chooseLanguage, closeToast, uniqueEmail, uniqueId } from '../support/pages'
import { rowAction, searchList } from '../support/lists'

// Starting signed in is enough here: signing in itself is the register and reset journeys' part.
test.use({ signedInAs: 'admin' })

test('an admin adds, edits and deletes a user, and may not delete a default user', async ({
  page,
  axe,
}) => {
  const name = `Stavros ${uniqueId()}`
  const renamed = `${name} Edited`
  const email = uniqueEmail('console')
  const main = page.locator('#tessera-main')
  const toast = (tone: 'status' | 'alert', text: string) =>
    page.getByRole(tone).filter({ hasText: text })
  const rowOf = (text: string) => main.getByRole('row').filter({ hasText: text })

  await page.goto('/console/users/list-users')
  await expect(main.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
  await expect(rowOf(demoAccount('admin').email)).toBeVisible()
  await axe()

  // Add
  await main.getByRole('link', { name: 'Add user' }).click()
  await page.waitForURL('**/console/users/management/add-user')
  await expect(main.getByRole('heading', { level: 1, name: 'Add user' })).toBeVisible()
  await main.getByRole('textbox', { name: 'Name' }).fill(name)
  await main.getByRole('textbox', { name: 'Email' }).fill(email)
  await main.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'creator' })
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill('Kal0_pass!')
  await main.getByRole('textbox', { name: 'Confirm the password' }).fill('Kal0_pass!')
  await axe()
  await main.getByRole('button', { name: 'Add user' }).click()
  await page.waitForURL('**/console/users/list-users')
  await expect(toast('status', 'User added successfully')).toBeVisible()
  await searchList(page, name, '/api/v1/users')
  await expect(rowOf(email)).toContainText(name)
  await expect(rowOf(email)).toContainText('creator')

  // Edit: a new name and role, seen again in the list
  await main.getByRole('link', { name: `Edit ${name}` }).click()
  await page.waitForURL('**/console/users/management/edit-user/*')
  await expect(main.getByRole('heading', { level: 1, name: 'Edit user' })).toBeVisible()
  await expect(main.getByRole('textbox', { name: 'Name' })).toHaveValue(name)
  await expect(main.getByRole('combobox', { name: 'Role' }).locator('option:checked')).toHaveText(
    'creator',
  )
  await main.getByRole('textbox', { name: 'Name' }).fill(renamed)
  await main.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'organizer' })
  await main.getByRole('button', { name: 'Save account' }).click()
  await closeToast(page, 'User updated successfully')
  await axe()
  await main.getByRole('link', { name: 'Back to users' }).click()
  await page.waitForURL('**/console/users/list-users')
  await searchList(page, renamed, '/api/v1/users')
  await expect(rowOf(email)).toContainText(renamed)
  await expect(rowOf(email)).toContainText('organizer')

  // Delete, after confirming
  await (await rowAction(main, renamed, `Delete ${renamed}`)).click()
  const dialog = page.getByRole('dialog', { name: 'Delete user' })
  await expect(dialog).toContainText(`${renamed} will be deleted. This cannot be undone.`)
  await axe()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(toast('status', 'User deleted successfully')).toBeVisible()
  await expect(main.getByText('No users match your search.')).toBeVisible()

  // User 1 is a default user: refused, in the spec's words, in English and in Greek
  const admin = demoAccount('admin')
  await searchList(page, admin.name, '/api/v1/users')
  await expect(rowOf(admin.email).getByRole('cell', { name: '1', exact: true })).toBeVisible()
  await (await rowAction(main, admin.name, `Delete ${admin.name}`)).click()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(toast('alert', 'You are not allowed to change data of default users.')).toBeVisible()
  await expect(dialog).toBeHidden()

  await chooseLanguage(page, 'Ελληνικά')
  await (
    await rowAction(main, admin.name, `Διαγραφή ${admin.name}`, 'Περισσότερες ενέργειες για')
  ).click()
  const greekDialog = page.getByRole('dialog', { name: 'Διαγραφή χρήστη' })
  await greekDialog.getByRole('button', { name: 'Διαγραφή' }).click()
  await expect(
    toast('alert', 'Δεν επιτρέπεται να αλλάξετε δεδομένα των προεπιλεγμένων χρηστών.'),
  ).toBeVisible()
  await page.reload()
  await expect(main.getByRole('heading', { level: 1, name: 'Χρήστες' })).toBeVisible()
  await expect(rowOf(admin.email)).toBeVisible()
})
