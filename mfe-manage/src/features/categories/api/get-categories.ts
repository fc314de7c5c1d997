import { useQuery } from '@tanstack/react-query'
import { pageQueryOptions } from '@tessera/shared/api/record-cache'
import { getPage } from '@tessera/shared/api/resource'
import { category } from '@tessera/shared/schemas/category'

/** One page of the console's categories (docs/API.md `categories`: everyone reads them, staff change them) for a JSON:API query string. */
export const getCategories = (queryString: string, signal?: AbortSignal) =>
  getPage('categories', category, queryString, signal)

export const getCategoriesQueryOptions = (queryString: string) =>
  pageQueryOptions('categories', queryString, getCategories)

export const useCategories = (queryString: string) =>
  useQuery(getCategoriesQueryOptions(queryString))
