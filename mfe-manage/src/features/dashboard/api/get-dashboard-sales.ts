import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@tessera/shared/api/management'
import { parseOne } from '@tessera/shared/jsonapi/parse'
import { dashboardSalesAttributes } from '@tessera/shared/schemas/dashboard'

/** The organizer's revenue and monthly bookings, counted by the API (`GET /dashboard/sales`). */
export async function getDashboardSales(signal?: AbortSignal) {
  return parseOne(await api.get('dashboard/sales', { signal }), dashboardSalesAttributes)
}

export const getDashboardSalesQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'sales'],
    queryFn: ({ signal }) => getDashboardSales(signal),
  })

export const useDashboardSales = () => useQuery(getDashboardSalesQueryOptions())
