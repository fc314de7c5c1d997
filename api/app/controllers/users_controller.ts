import type { HttpContext } from '@adonisjs/core/http'
import { userCreateInput, userUpdateInput } from '@tessera/shared/schemas/user'
import { paginate, parseListQuery } from '#lib/list_query'
import { resourceAttributes, routeId } from '#lib/validation'
import { allUsers, findUser } from '#services/accounts/account_queries'
import CreateUser from '#services/accounts/create_user'
import DeleteUser from '#services/accounts/delete_user'
import { requestedIncludes } from '#lib/includes'
import { userList } from '#services/accounts/lists'
import { requestedRoleId } from '#services/accounts/role_relationship'
import UpdateUser from '#services/accounts/update_user'
import { userDocument, userListDocument } from '#serializers/user_serializer'

/** Console users (admin, moderator, developer): list, show, add, edit, delete. */
export default class UsersController {
  async index({ request, response }: HttpContext) {
    const list = parseListQuery(request, userList)
    const { rows, page } = await paginate(allUsers(), list, userList)
    return response.ok(userListDocument(rows, { include: list.include, meta: { page } }))
  }

  async show({ params, request, response }: HttpContext) {
    const include = requestedIncludes(request, ['roles'])
    const user = await findUser(routeId(params.id))
    return response.ok(userDocument(user, { include }))
  }

  async store({ auth, request, response }: HttpContext) {
    const actor = auth.getUserOrFail()
    const input = resourceAttributes(request, 'users', userCreateInput)
    const user = await CreateUser.handle(actor, input, requestedRoleId(request.body()))
    return response.created(userDocument(user, { include: ['roles'] }))
  }

  async update({ auth, params, request, response }: HttpContext) {
    const actor = auth.getUserOrFail()
    const id = routeId(params.id)
    const input = resourceAttributes(request, 'users', userUpdateInput)
    const user = await UpdateUser.handle(actor, id, input, requestedRoleId(request.body()))
    return response.ok(userDocument(user, { include: ['roles'] }))
  }

  async destroy({ auth, params, response }: HttpContext) {
    const actor = auth.getUserOrFail()
    await DeleteUser.handle(actor, routeId(params.id))
    return response.noContent()
  }
}
