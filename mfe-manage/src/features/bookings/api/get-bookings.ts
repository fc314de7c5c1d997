import { useQuery } from '@tanstack/react-query'
import { pageQueryOptions } from '@tessera/shared/api/record-cache'
import { getPage } from '@tessera/shared/api/resource'
import { managedOrder } from '@tessera/shared/schemas/guest'

/** One page of the bookings of the organizer's events (docs/API.md `GET /orders`). */
export const getBookings = (queryString: string, signal?: AbortSignal) =>
  getPage('orders', managedOrder, queryString, signal)

export const getBookingsQueryOptions = (queryString: string) =>
  pageQueryOptions('orders', queryString, getBookings)

export const useBookings = (queryString: string) => useQuery(getBookingsQueryOptions(queryString))
