import type { ContextParts } from '@timekeep/server-platform';
import { CustomersModule } from './customers.module';

/** Opening a customer writes through organisation and identity: no read model, migration or job of its own. */
export const CUSTOMERS: ContextParts = { module: CustomersModule, entities: [], migrations: [], inlineProjections: [] };
