import { DEFAULT_DATE_FORMAT, DEFAULT_TIME_FORMAT, EventType } from '@timekeep/contracts';
import { type AccountEvent, endsSessions } from '@timekeep/domain-identity';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import { UserAccountEntity } from './user-account.entity';

/**
 * Inline: an account can sign in the moment it is created, and a unique-email clash fails the
 * create itself. `version` follows the account stream only; sign-ins live on their own stream
 * and touch nothing here but last_login_at.
 */
export class AccountsProjection implements Projection<OrmTx> {
  readonly name = 'accounts';
  readonly version = 1;
  readonly tables = ['user_account'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as AccountEvent;
      const repo = tx.manager.getRepository(UserAccountEntity);
      const version = recorded.streamPosition;
      switch (event.type) {
        case EventType.AccountCreated:
          await repo.insert({
            id: event.data.userId,
            companyId: event.data.companyId,
            email: event.data.email,
            hasPin: false,
            roles: event.data.roles,
            firstName: event.data.firstName,
            lastName: event.data.lastName,
            middleName: null,
            status: 'Active',
            exportDivisions: [],
            leaveForwardTo: null,
            mobileApp: false,
            evacuator: false,
            phone: null,
            mobile: null,
            name: null,
            title: null,
            fax: null,
            physicalAddress: null,
            postalAddress: null,
            employeeId: event.data.employeeId,
            departmentIds: event.data.departmentIds,
            dateFormat: DEFAULT_DATE_FORMAT,
            timeFormat: DEFAULT_TIME_FORMAT,
            avatar: null,
            lastLoginAt: null,
            version,
            sessionVersion: 0,
            createdAt: new Date(recorded.metadata.occurredAt),
          });
          break;
        // The hashes are in account_secret, not in the events (ADR 0050): only the version moves, and whether a PIN exists.
        case EventType.PasswordChanged:
          await repo.update(event.data.userId, { version });
          break;
        case EventType.PinChanged:
          await repo.update(event.data.userId, { hasPin: true, version });
          break;
        case EventType.RolesChanged:
          await repo.update(event.data.userId, { roles: event.data.roles, departmentIds: event.data.departmentIds, functions: event.data.functions ?? [], version });
          break;
        case EventType.ProfileUpdated: {
          const { userId, ...fields } = event.data;
          // An event from before a field existed leaves that field as it is.
          const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
          await repo.update(userId, { ...present, version });
          break;
        }
        case EventType.AccountDetailsChanged: {
          const { userId, ...details } = event.data;
          await repo.update(userId, { ...details, version });
          break;
        }
        case EventType.AccountStatusChanged:
          await repo.update(event.data.userId, { status: event.data.to, version });
          break;
        case EventType.AvatarChanged:
          await repo.update(event.data.userId, { avatar: event.data.avatar, version });
          break;
        case EventType.LoginSucceeded:
          await repo.update(event.data.userId, { lastLoginAt: new Date(event.data.at) });
          break;
      }
      // After the event's own update: the access tokens issued before it no longer stand (ADR 0047).
      if (endsSessions(event)) await repo.increment({ id: event.data.userId }, 'sessionVersion', 1);
    }
  }
}
