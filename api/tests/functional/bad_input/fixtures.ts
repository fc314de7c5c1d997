import User from '#models/user'
import { seedDefaultUsers, tokenOf } from '#tests/helpers'

/** The demo admin (user 1, who may use every route) with a fresh token. */
export async function signedInAdmin(): Promise<string> {
  await seedDefaultUsers()
  return tokenOf(await User.findOrFail(1))
}
