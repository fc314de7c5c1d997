import Role from '#models/role'
import User from '#models/user'

/** Every console role (the console's own routes allow who may read them). */
export function allRoles() {
  return Role.query()
}

/** One role by id, or not found (404). */
export function findRole(id: number) {
  return allRoles().where('id', id).firstOrFail()
}

/** Every user with their role (the console's list). */
export function allUsers() {
  return User.query().preload('role')
}

/** One user with their role by id, or not found (404). */
export function findUser(id: number) {
  return allUsers().where('id', id).firstOrFail()
}
