import {
  type ListQuery,
  type OAuthClientDto,
  oauthClientReplySchema,
  type OAuthClientSaveRequest,
  oauthClientsReplySchema,
  type OAuthClientUpdateRequest,
  type Page,
} from '@timekeep/contracts';
import { z } from 'zod';
import { request } from '../../api/http';

/** OAuth clients (document 3 §2, §7): the company's other systems calling the API. */
export const keys = {
  clients: ['oauth-clients'],
} as const;

const SORTS: Record<string, (c: OAuthClientDto) => string> = { clientId: (c) => c.clientId.toLowerCase(), scopes: (c) => c.scopes, lastUsed: (c) => c.lastUsed ?? '' };

/**
 * The spec's call answers every client at once (a company has a handful); the table's paging,
 * search and sort are applied here so that it reads like every other table.
 */
async function clientPage(query: ListQuery): Promise<Page<OAuthClientDto>> {
  const reply = await request(oauthClientsReplySchema, '/oauth/get-clients');
  if (reply.status !== 1) throw new Error(reply.message ?? 'Something went wrong.');
  const search = query.search?.trim().toLowerCase();
  const found = search ? reply.data.filter((c) => c.clientId.toLowerCase().includes(search) || c.scopes.includes(search)) : reply.data;
  const by = (query.sort && SORTS[query.sort]) || SORTS.clientId;
  const sorted = [...found].sort((a, b) => by(a).localeCompare(by(b)) * (query.order === 'descend' ? -1 : 1));
  const start = (query.page - 1) * query.pageSize;
  return { items: sorted.slice(start, start + query.pageSize), total: sorted.length, page: query.page, pageSize: query.pageSize };
}

export const clientList = { queryKey: keys.clients, fetchPage: clientPage };

/** Success is status 1 (document 3 §7); otherwise the reply's message says why. */
export const saveClient = (payload: OAuthClientSaveRequest) => request(oauthClientReplySchema, '/oauth/save', { method: 'POST', body: payload });
export const updateClient = (payload: OAuthClientUpdateRequest) => request(oauthClientReplySchema, '/oauth/update', { method: 'POST', body: payload });
/** Issue 34 §3: revoke (its tokens and secret end; a new secret lets it in again) or delete a client. */
export const actOnClient = (client: OAuthClientDto, action: 'revoke' | 'delete') => request(z.object({ status: z.literal(1), message: z.string() }), `/oauth/${action}`, { method: 'POST', body: { id: client.id, version: client.version } });
