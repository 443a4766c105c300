import { useQuery } from '@tanstack/react-query';
import { customerDetailSchema, customerRowSchema, type ListQuery, messageReplySchema, pageSchema, placeSchema } from '@timekeep/contracts';
import { z } from 'zod';
import { request } from '../../api/http';
import { listPath } from '../../api/list';

/** The Superadmin's customers: every company on the platform (docs/decisions/0013-customers-and-company-settings.md). */
export const keys = {
  customers: ['customers'],
  customer: (id: string | undefined) => ['customers', id] as const,
  places: (path: string | null) => ['places', path] as const,
} as const;

export const customerList = { queryKey: keys.customers, fetchPage: (q: ListQuery) => request(pageSchema(customerRowSchema), listPath('/api/customers', q)) };

export const useCustomer = (id: string | undefined) => useQuery({ queryKey: keys.customer(id), queryFn: () => request(customerDetailSchema, `/api/customers/${id}`), enabled: !!id });

const usePlaces = (path: string | null) => useQuery({ queryKey: keys.places(path), queryFn: () => request(z.array(placeSchema), path as string), enabled: !!path, staleTime: Infinity });
export const useCountries = () => usePlaces('/api/countries');
/** A country's regions (its public holidays' calendars); none asked for until a country is chosen. */
export const useRegions = (country: string | undefined) => usePlaces(country ? `/api/countries/${country}/regions` : null);

/** Opens a customer with its first Admin. */
export const openCustomer = (payload: object) => request(messageReplySchema, '/customer/save', { method: 'POST', body: payload });
/** Changes a customer's licences, switches and integrations. */
export const changeCustomer = (payload: object) => request(messageReplySchema, '/customer/settings', { method: 'POST', body: payload });
