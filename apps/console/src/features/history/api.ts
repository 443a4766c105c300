import { useQuery } from '@tanstack/react-query';
import { historyEntrySchema, type HistoryKind } from '@timekeep/contracts';
import { z } from 'zod';
import { request } from '../../api/http';

export const keys = {
  history: (kind: HistoryKind, id: string) => ['history', kind, id] as const,
};

/** GET /api/history/{kind}/{id}: every change of the record, oldest first. */
export const useHistory = (kind: HistoryKind, id: string) => useQuery({ queryKey: keys.history(kind, id), queryFn: () => request(z.array(historyEntrySchema), `/api/history/${kind}/${id}`) });
