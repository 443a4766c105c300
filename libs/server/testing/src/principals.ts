import { randomUUID } from 'node:crypto';
import { Role } from '@timekeep/contracts';
import type { Principal } from '@timekeep/server-platform';

export function principal(companyId: string, roles: Role[], id: string = randomUUID()): Principal {
  return { kind: 'user', id, companyId, roles };
}
