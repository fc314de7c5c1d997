import Category from '#models/category'

/** Every category: any signed-in user reads them (the event form), staff manage them. */
export function allCategories() {
  return Category.query()
}

/** One category by id, or not found (404). */
export function findCategory(id: number) {
  return allCategories().where('id', id).firstOrFail()
}
