import type { HttpContext } from '@adonisjs/core/http'
import { dataDocument } from '@tessera/shared/jsonapi/document'
import { roleInput } from '@tessera/shared/schemas/role'
import { paginate, parseListQuery } from '#lib/list_query'
import { resourceAttributes, routeId } from '#lib/validation'
import { allRoles, findRole } from '#services/accounts/account_queries'
import DeleteRole from '#services/accounts/delete_role'
import { roleList } from '#services/accounts/lists'
import CreateRole from '#services/accounts/create_role'
import UpdateRole from '#services/accounts/update_role'
import { serializeRole } from '#serializers/role_serializer'

/** Console roles (admin, moderator, developer): list, show, add, edit, delete. */
export default class RolesController {
  async index({ request, response }: HttpContext) {
    const list = parseListQuery(request, roleList)
    const { rows, page } = await paginate(allRoles(), list, roleList)
    return response.ok(dataDocument(rows.map(serializeRole), { meta: { page } }))
  }

  async show({ params, response }: HttpContext) {
    const role = await findRole(routeId(params.id))
    return response.ok(dataDocument(serializeRole(role)))
  }

  async store({ request, response }: HttpContext) {
    const role = await CreateRole.handle(resourceAttributes(request, 'roles', roleInput))
    return response.created(dataDocument(serializeRole(role)))
  }

  async update({ params, request, response }: HttpContext) {
    const id = routeId(params.id)
    const role = await UpdateRole.handle(id, resourceAttributes(request, 'roles', roleInput))
    return response.ok(dataDocument(serializeRole(role)))
  }

  async destroy({ params, response }: HttpContext) {
    await DeleteRole.handle(routeId(params.id))
    return response.noContent()
  }
}
