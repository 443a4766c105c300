import type { Api } from './api';
import { expect } from './test';

/**
 * A new employee of the demo company with a clock ID and a PIN (which belongs to a sign-in account,
 * so she has an email and a password too), in the department and pay group of the first employee
 * listed: someone the clock tests can punch as without touching the seeded people's days.
 */
export async function hireForTheClock(admin: Api, person: { firstName: string; lastName: string; payIdPrefix: string; pin: string; password: string }): Promise<{ id: string; clockId: number }> {
  const someone = (await admin.get<{ items: Array<{ id: string }> }>('/api/employees?pageSize=10')).items[0];
  const { departmentId, paygroupId } = await admin.get<{ departmentId: string; paygroupId: string }>(`/api/employees/${someone.id}`);
  const { clockId } = await admin.get<{ clockId: number }>('/api/employees/next-clock-id');
  const hired = await admin.post<{ message: string; id: string }>('/employee/save-without-photo', {
    firstName: person.firstName,
    lastName: person.lastName,
    departmentId,
    paygroupId,
    hireOnDateValue: '2026-01-05',
    payId: `${person.payIdPrefix}-${clockId}`,
    clockId: String(clockId),
    email: `${person.firstName.toLowerCase()}.${clockId}@demo.timekeep.local`,
    password: person.password,
    confirm_password: person.password,
    pin: person.pin,
  });
  expect(hired.message).toBe('success');
  return { id: hired.id, clockId };
}
