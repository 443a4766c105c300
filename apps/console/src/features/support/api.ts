import { useQuery } from '@tanstack/react-query';
import { supportInfoSchema } from '@timekeep/contracts';
import { request } from '../../api/http';

/** GET /api/support (ours, ADR 0068): the company's administrators and the operator's support address. */
export const useSupportInfo = () => useQuery({ queryKey: ['support'], queryFn: () => request(supportInfoSchema, '/api/support') });
