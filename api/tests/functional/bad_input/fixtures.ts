import { EventFactory } from '#database/factories/event_factory'
import User from '#models/user'
import { seedDefaultUsers, signedIn, tokenOf } from '#tests/helpers'

/** The demo admin (user 1, who may use every route) with a fresh token. */
export async function signedInAdmin(): Promise<string> {
  await seedDefaultUsers()
  return tokenOf(await User.findOrFail(1))
}

/**
 * Who the bad-input suites sign in as: the admin (every route, console included) and an organizer
 * with an event of their own (owner-scoped routes answer beyond 404 for it).
 */
export async function badInputActors() {
  const admin = await signedInAdmin()
  const organizer = await signedIn('organizer')
  const event = await EventFactory.merge({ userId: organizer.user.id }).create()
  return { admin, organizer, event }
}
