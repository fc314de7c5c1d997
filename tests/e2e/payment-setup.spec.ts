import { apiOfPage, documentOf } from '../support/api-client'
import { expect, test } from '../support/fixtures'

// The planner's own account (no other journey uses it): its keys are removed at the end.
test.use({ signedInAs: 'planner' })

test('an organizer stores their Stripe keys on the Payments tab, sees the webhook URL, then removes them', async ({
  page,
  request,
  axe,
}) => {
  await page.goto('/console/user-profile?tab=payments')
  await expect(page.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('combobox', { name: 'How buyers pay' }).selectOption('stripe')
  const me = await documentOf(await (await apiOfPage(page, request)).get('me'))
  await expect(page.getByRole('textbox', { name: /Webhook URL/ })).toHaveValue(
    new RegExp(`/api/v1/payments/stripe/webhook/${me.data.attributes.uuid}$`),
  )
  await axe()

  await page.getByLabel('Stripe secret key').fill('sk_test_51HqLyjWDarjtT1zdPlanner')
  await page.getByLabel('Webhook signing secret').fill('whsec_Yx3yKcPTuvKrZ3cmrPbDmnPY6jn2QeVE')
  await page.getByRole('button', { name: 'Save payment settings' }).click()
  await expect(page.getByText('Payment settings saved')).toBeVisible()
  await expect(page.getByText('Set. Enter a new one to replace it.')).toHaveCount(2)

  await page.getByRole('button', { name: 'Remove Stripe keys' }).click()
  const dialog = page.getByRole('dialog', { name: 'Remove Stripe keys?' })
  await expect(dialog.locator(':focus')).toHaveCount(1)
  await axe()
  await dialog.getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByText('Stripe keys removed')).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'How buyers pay' })).toHaveValue('sandbox')
})
