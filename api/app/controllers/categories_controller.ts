import type { HttpContext } from '@adonisjs/core/http'
import { dataDocument } from '@tessera/shared/jsonapi/document'
import { categoryInput, categoryUpdateInput } from '@tessera/shared/schemas/category'
import { paginate, parseListQuery } from '#lib/list_query'
import { resourceAttributes, routeId } from '#lib/validation'
import { serializeCategory } from '#serializers/category_serializer'
import { categoryList } from '#services/categories/category_list'
import { allCategories, findCategory } from '#services/categories/category_queries'
import CreateCategory from '#services/categories/create_category'
import DeleteCategory from '#services/categories/delete_category'
import UpdateCategory from '#services/categories/update_category'

/** Categories: any signed-in user reads them (the event form); staff manage them in the console. */
export default class CategoriesController {
  async index({ request, response }: HttpContext) {
    const list = parseListQuery(request, categoryList)
    const { rows, page } = await paginate(allCategories(), list, categoryList)
    return response.ok(dataDocument(rows.map(serializeCategory), { meta: { page } }))
  }

  async show({ params, response }: HttpContext) {
    const category = await findCategory(routeId(params.id))
    return response.ok(dataDocument(serializeCategory(category)))
  }

  async store({ request, response }: HttpContext) {
    const category = await CreateCategory.handle(
      resourceAttributes(request, 'categories', categoryInput),
    )
    return response.created(dataDocument(serializeCategory(category)))
  }

  async update({ params, request, response }: HttpContext) {
    const id = routeId(params.id)
    const category = await UpdateCategory.handle(
      id,
      resourceAttributes(request, 'categories', categoryUpdateInput),
    )
    return response.ok(dataDocument(serializeCategory(category)))
  }

  async destroy({ params, response }: HttpContext) {
    await DeleteCategory.handle(routeId(params.id))
    return response.noContent()
  }
}
