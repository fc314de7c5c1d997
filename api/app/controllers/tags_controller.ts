import type { HttpContext } from '@adonisjs/core/http'
import { tagInput, tagUpdateInput } from '@tessera/shared/schemas/tag'
import { paginate, parseListQuery } from '#lib/list_query'
import { resourceAttributes, routeId } from '#lib/validation'
import { tagDocument } from '#serializers/tag_serializer'
import { requestedIncludes } from '#lib/includes'
import CreateTag from '#services/tags/create_tag'
import DeleteTag from '#services/tags/delete_tag'
import UpdateTag from '#services/tags/update_tag'
import { tagList } from '#services/tags/tag_list'
import { visibleTags } from '#services/tags/tag_queries'

/** An organizer's tags (super users: everyone's). */
export default class TagsController {
  async index({ auth, request, response }: HttpContext) {
    const list = parseListQuery(request, tagList)
    const query = visibleTags(auth.getUserOrFail())
    if (list.include.includes('user')) query.preload('user')
    const { rows, page } = await paginate(query, list, tagList)
    return response.ok(tagDocument(rows, list.include, { page }))
  }

  async show({ auth, params, request, response }: HttpContext) {
    const include = requestedIncludes(request, ['user'])
    const tag = await visibleTags(auth.getUserOrFail())
      .where('id', routeId(params.id))
      .preload('user')
      .firstOrFail()
    return response.ok(tagDocument(tag, include))
  }

  async store({ auth, request, response }: HttpContext) {
    const tag = await CreateTag.handle(
      auth.getUserOrFail(),
      resourceAttributes(request, 'tags', tagInput),
    )
    return response.created(tagDocument(tag, []))
  }

  async update({ auth, params, request, response }: HttpContext) {
    const id = routeId(params.id)
    const tag = await UpdateTag.handle(
      auth.getUserOrFail(),
      id,
      resourceAttributes(request, 'tags', tagUpdateInput),
    )
    return response.ok(tagDocument(tag, []))
  }

  async destroy({ auth, params, response }: HttpContext) {
    await DeleteTag.handle(auth.getUserOrFail(), routeId(params.id))
    return response.noContent()
  }
}
