import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Role } from '@timekeep/contracts';
import { CompanyEntity, RegisterCompanyCommand } from '@timekeep/server-organisation';
import { AppConfig, CommandContext } from '@timekeep/server-platform';
import { ConcurrencyError } from '@timekeep/event-store';
import { CreateAccountCommand } from './create-account.handler';
import { UserAccountEntity } from './user-account.entity';

/** The operator's own tenant, home of the bootstrap Superadmin. */
export const PLATFORM_COMPANY_ID = 'a0000000-0000-4000-8000-000000000000';
export const BOOTSTRAP_ADMIN_ID = 'a0000000-0000-4000-8000-000000000001';

const system = (): CommandContext => ({
  principal: { kind: 'system', id: 'bootstrap', companyId: PLATFORM_COMPANY_ID, roles: [] },
  source: 'system',
  correlationId: randomUUID(),
  causationId: null,
  now: new Date(),
});

/**
 * A fresh database gets a Superadmin from TIMEKEEP_ADMIN_EMAIL / TIMEKEEP_ADMIN_PASSWORD. Runs at
 * every api start; fixed stream ids make two api instances starting together harmless.
 */
@Injectable()
export class BootstrapAdmin implements OnApplicationBootstrap {
  private readonly logger = new Logger('bootstrap');

  constructor(
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensure();
  }

  async ensure(): Promise<boolean> {
    if (await this.dataSource.getRepository(UserAccountEntity).existsBy({ id: BOOTSTRAP_ADMIN_ID })) return false;
    try {
      if (!(await this.dataSource.getRepository(CompanyEntity).existsBy({ id: PLATFORM_COMPANY_ID }))) {
        await this.commands.execute(new RegisterCompanyCommand(system(), { companyId: PLATFORM_COMPANY_ID, name: 'Timekeep', code: 'TIMEKEEP', timeZone: 'UTC', country: 'NZ' }));
      }
      await this.commands.execute(
        new CreateAccountCommand(system(), {
          userId: BOOTSTRAP_ADMIN_ID,
          companyId: PLATFORM_COMPANY_ID,
          email: this.config.bootstrapAdmin.email,
          password: this.config.bootstrapAdmin.password,
          firstName: 'Timekeep',
          lastName: 'Administrator',
          roles: [Role.Superadmin],
        }),
      );
      this.logger.log(`created Superadmin ${this.config.bootstrapAdmin.email}`);
      return true;
    } catch (error) {
      if (error instanceof ConcurrencyError || (error as { code?: string }).code === 'exist') return false;
      throw error;
    }
  }
}
