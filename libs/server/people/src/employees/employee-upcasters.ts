import { EventType, EmployeeRecord } from '@timekeep/contracts';
import { onTheDashboard } from '@timekeep/domain-people';
import type { Upcaster } from '@timekeep/event-store';

/** Version 1 hires and details changes, read as version 2: on the dashboard (ADR 0061). */
export const EMPLOYEE_UPCASTERS: Upcaster[] = [EventType.EmployeeHired, EventType.EmployeeDetailsChanged].map((type) => ({
  type,
  from: 1,
  upcast: (data) => onTheDashboard(data as { record: EmployeeRecord }),
}));
