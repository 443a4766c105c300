import { useQuery } from '@tanstack/react-query';
import { kioskContactSchema, kioskContentsSchema, type ListQuery, messageReplySchema, pageSchema } from '@timekeep/contracts';
import { request } from '../../api/http';
import { listPath } from '../../api/list';

/** Kiosk contents and contacts (document 3 §2, §7): what visitors and contractors see at a kiosk. */
export const keys = {
  contents: ['kiosk-contents'],
  contacts: ['kiosk-contacts'],
} as const;

export const useKioskContents = () => useQuery({ queryKey: keys.contents, queryFn: () => request(kioskContentsSchema, '/kiosk-contents') });
export const saveKioskContents = (payload: object) => request(messageReplySchema, '/kiosk-contents', { method: 'POST', body: payload });

export const kioskContactList = { queryKey: keys.contacts, fetchPage: (q: ListQuery) => request(pageSchema(kioskContactSchema), listPath('/api/kiosk-contacts', q)) };
export const saveKioskContact = (payload: object) => request(messageReplySchema, '/kiosk/contact/save', { method: 'POST', body: payload });
export const deleteKioskContacts = (ids: string[]) => request(messageReplySchema, '/kiosk/contact/delete', { method: 'POST', body: { ids } });
