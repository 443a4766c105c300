import { Action, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { NotAllowed } from '@timekeep/domain-kernel';
import { CommandContext } from '@timekeep/server-platform';

// What the kiosk's writes share: the contents' stream (one a company) and a contact's.
export const kioskContentsStreamId = (companyId: string) => `kiosk-contents-${companyId}`;
export const kioskContactStreamId = (id: string) => `kiosk-contact-${id}`;
export const KIOSK_CONFLICT = 'The kiosk settings were changed by someone else. Reload them and try again.';

/** Kiosk settings are company settings: changing them takes the settings' update right. */
export function mayChangeKiosk(context: CommandContext): void {
  if (context.principal.kind !== 'system' && !can(context.principal, Resource.Settings, Action.Update)) throw new NotAllowed();
}
