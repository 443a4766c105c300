import { evolveAccount, evolveSignins, initialAccountState, noLockout, type AccountEvent } from '@timekeep/domain-identity';

export const accountStreamId = (userId: string) => `user-${userId}`;
export const signinStreamId = (userId: string) => `signins-${userId}`;

export const signinFold = { initial: noLockout, evolve: (s: typeof noLockout, e: AccountEvent) => evolveSignins(s, e) };
export const accountFold = { initial: initialAccountState, evolve: evolveAccount };
