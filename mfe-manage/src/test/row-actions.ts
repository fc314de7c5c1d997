import { screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'

/** Opens a list row's "More" menu and chooses an item, as a person would (e.g. "Delete music"). */
export async function chooseRowAction(record: string, item: string) {
  await userEvent.click(await screen.findByRole('button', { name: `More actions for ${record}` }))
  await userEvent.click(screen.getByRole('menuitem', { name: item }))
}
