import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';

/** MYOB Advanced's (Acumatica's) field wrapping: `{ value }`, with `error` on a refused field. */
type Field<T = string> = { value?: T | null; error?: string };
type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
type Row = Record<string, unknown>;

export interface FakeMyobCostingProject {
  ProjectID: string;
  /** 'Active' unless said; time is refused on a project that is not. */
  Status?: string;
  tasks: string[];
}

export interface FakeProductionOrder {
  OrderType: string;
  ProductionNbr: string;
  operations: string[];
}

export interface FakeAppointmentLog {
  StaffMember: string;
  StartDate: string;
  StartTime: string;
  EndTime: string;
  Duration: string;
  Description: string;
}

export interface FakeAppointment {
  ServiceOrderType: string;
  AppointmentNbr: string;
  /** 'Not Started', 'In Process', 'Paused', 'Completed', 'Closed' or 'Canceled'. */
  Status?: string;
  Logs: FakeAppointmentLog[];
}

export interface FakeTimeEntry {
  id: string;
  Employee: string;
  Date: string;
  Time: string;
  TimeSpent: string;
  ProjectID: string;
  ProjectTaskID: string;
  Summary: string;
  ExternalRefNbr: string;
}

export interface FakeLaborDetail {
  OrderType: string;
  ProductionNbr: string;
  OperationNbr: string;
  EmployeeID: string;
  LaborTime: number;
  StartTime: string;
  EndTime: string;
  TranDescription: string;
}

export interface FakeLaborEntry {
  id: string;
  BatchNbr: string;
  Description: string;
  Date: string;
  /** 'Balanced' when saved, 'Released' once the release action ran. */
  Status: string;
  Details: FakeLaborDetail[];
}

const text = (field: unknown): string => String((field as Field | undefined)?.value ?? '').trim();
const wrap = (row: Row): Row => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, k === 'id' || Array.isArray(v) ? v : { value: v }]));
const OPEN_APPOINTMENT = ['Not Started', 'In Process', 'Paused'];

/**
 * The job costing part of the MYOB Advanced fake (kept apart from the employees and Sync Jobs'
 * projects): the Default endpoint's TimeEntry (time on project tasks) and Appointment (a service
 * appointment's staff logs), and the MANUFACTURING endpoint's LaborEntry (a labour batch on
 * production order operations) with its ReleaseLaborEntry action, which runs as a long-running
 * operation (202 and a Location to ask). Validation answers 422 with the entity and an `error`
 * on each refused field, as MYOB does.
 */
export class FakeMyobJobCosting {
  projects: FakeMyobCostingProject[] = [];
  productionOrders: FakeProductionOrder[] = [];
  appointments: FakeAppointment[] = [];
  readonly timeEntries: FakeTimeEntry[] = [];
  readonly laborEntries: FakeLaborEntry[] = [];
  /** A message the release answers with instead of releasing (a closed financial period, say). */
  releaseFailure: string | null = null;
  private readonly releases = new Map<string, string | null>();

  constructor(private readonly employeeIds: () => string[]) {}

  /** The answer to a job costing call, or null when the call is not one. */
  async handle(request: IncomingMessage, url: URL, read: () => Promise<string>): Promise<Answer | null> {
    const path = url.pathname;
    const method = request.method ?? 'GET';
    const version = String.raw`\d+\.\d+\.\d+`;
    if (new RegExp(`^/entity/Default/${version}/TimeEntry$`).test(path)) {
      if (method === 'GET') return { status: 200, body: this.listTimeEntries(url.searchParams.get('$filter') ?? '') };
      if (method === 'PUT') return this.putTimeEntry(JSON.parse(await read()) as Row);
    }
    if (new RegExp(`^/entity/MANUFACTURING/${version}/LaborEntry$`).test(path)) {
      if (method === 'GET') return { status: 200, body: this.listLaborEntries(url.searchParams.get('$filter') ?? '') };
      if (method === 'PUT') return this.putLaborEntry(JSON.parse(await read()) as Row);
    }
    if (method === 'POST' && new RegExp(`^/entity/MANUFACTURING/${version}/LaborEntry/ReleaseLaborEntry$`).test(path)) {
      return this.release(path, JSON.parse(await read()) as { entity?: { id?: string } });
    }
    const status = new RegExp(`^/entity/MANUFACTURING/${version}/LaborEntry/ReleaseLaborEntry/status/([0-9a-f-]+)$`).exec(path);
    if (method === 'GET' && status) {
      if (!this.releases.has(status[1])) return { status: 404, body: { message: 'No such operation.' } };
      const failure = this.releases.get(status[1]);
      return failure ? { status: 500, body: { message: 'An error has occurred.', exceptionMessage: failure } } : { status: 204 };
    }
    const appointment = new RegExp(`^/entity/Default/${version}/Appointment/([^/]+)/([^/]+)$`).exec(path);
    if (method === 'GET' && appointment) {
      const found = this.appointments.find((a) => a.ServiceOrderType === decodeURIComponent(appointment[1]) && a.AppointmentNbr === decodeURIComponent(appointment[2]));
      if (!found) return { status: 404, body: { message: 'No entity satisfies the condition.' } };
      return { status: 200, body: { id: randomUUID(), ...wrap({ ServiceOrderType: found.ServiceOrderType, AppointmentNbr: found.AppointmentNbr, Status: found.Status ?? 'Not Started' }), Logs: found.Logs.map((l) => ({ id: randomUUID(), ...wrap({ ...l }) })) } };
    }
    if (method === 'PUT' && new RegExp(`^/entity/Default/${version}/Appointment$`).test(path)) return this.putAppointment(JSON.parse(await read()) as Row);
    return null;
  }

  private listTimeEntries(filter: string): Row[] {
    const from = /Date ge datetimeoffset'(\d{4}-\d{2}-\d{2})/.exec(filter)?.[1] ?? '0000-00-00';
    const to = /Date le datetimeoffset'(\d{4}-\d{2}-\d{2})/.exec(filter)?.[1] ?? '9999-99-99';
    return this.timeEntries.filter((e) => e.Date.slice(0, 10) >= from && e.Date.slice(0, 10) <= to).map((e) => wrap({ ...e, TimeEntryID: e.id }));
  }

  private putTimeEntry(body: Row): Answer {
    const entry: FakeTimeEntry = {
      id: randomUUID(),
      Employee: text(body.Employee),
      Date: text(body.Date),
      Time: text(body.Time),
      TimeSpent: text(body.TimeSpent),
      ProjectID: text(body.ProjectID),
      ProjectTaskID: text(body.ProjectTaskID),
      Summary: text(body.Summary),
      ExternalRefNbr: text(body.ExternalRefNbr),
    };
    const errors: Record<string, string> = {};
    if (!this.employeeIds().includes(entry.Employee)) errors.Employee = `'Employee' cannot be found in the system.`;
    const project = this.projects.find((p) => p.ProjectID === entry.ProjectID);
    if (!project) errors.ProjectID = `'Project' cannot be found in the system.`;
    else if ((project.Status ?? 'Active') !== 'Active') errors.ProjectID = `The ${project.ProjectID} project is not active.`;
    else if (!project.tasks.includes(entry.ProjectTaskID)) errors.ProjectTaskID = `'Project Task' cannot be found in the system.`;
    if (!/^\d{2,}:\d{2}$/.test(entry.TimeSpent)) errors.TimeSpent = 'Time Spent must look like hh:mm.';
    if (Object.keys(errors).length) return refused(body, errors);
    this.timeEntries.push(entry);
    return { status: 200, body: { id: entry.id, ...wrap({ ...entry, TimeEntryID: entry.id }) } };
  }

  private listLaborEntries(filter: string): Row[] {
    const description = /Description eq '((?:[^']|'')*)'/.exec(filter)?.[1]?.replace(/''/g, "'");
    return this.laborEntries.filter((b) => description === undefined || b.Description === description).map((b) => ({ id: b.id, ...wrap({ BatchNbr: b.BatchNbr, Description: b.Description, Status: b.Status }) }));
  }

  private putLaborEntry(body: Row): Answer {
    const details = ((body.Details ?? []) as Row[]).map((d) => ({
      OrderType: text(d.OrderType),
      ProductionNbr: text(d.ProductionNbr),
      OperationNbr: text(d.OperationNbr),
      EmployeeID: text(d.EmployeeID),
      LaborTime: Number((d.LaborTime as Field<number> | undefined)?.value ?? 0),
      StartTime: text(d.StartTime),
      EndTime: text(d.EndTime),
      TranDescription: text(d.TranDescription),
    }));
    let refusedAny = false;
    const answered = details.map((d, n) => {
      const errors: Record<string, string> = {};
      const order = this.productionOrders.find((o) => o.OrderType === d.OrderType && o.ProductionNbr === d.ProductionNbr);
      if (!order) errors.ProductionNbr = `Production order ${d.OrderType} ${d.ProductionNbr} does not exist.`;
      else if (!order.operations.includes(d.OperationNbr)) errors.OperationNbr = `Operation ${d.OperationNbr} does not exist on ${d.OrderType} ${d.ProductionNbr}.`;
      if (!this.employeeIds().includes(d.EmployeeID)) errors.EmployeeID = `'Employee ID' cannot be found in the system.`;
      if (Object.keys(errors).length) refusedAny = true;
      const row = ((body.Details ?? []) as Row[])[n];
      return { ...row, ...Object.fromEntries(Object.entries(errors).map(([k, error]) => [k, { ...(row[k] as Field), error }])) };
    });
    if (refusedAny) return { status: 422, body: { ...body, Details: answered } };
    const batch: FakeLaborEntry = { id: randomUUID(), BatchNbr: `AMB${String(this.laborEntries.length + 1).padStart(6, '0')}`, Description: text(body.Description), Date: text(body.Date), Status: 'Balanced', Details: details };
    this.laborEntries.push(batch);
    return { status: 200, body: { id: batch.id, ...wrap({ BatchNbr: batch.BatchNbr, Description: batch.Description, Status: batch.Status }) } };
  }

  private release(path: string, body: { entity?: { id?: string } }): Answer {
    const batch = this.laborEntries.find((b) => b.id === body.entity?.id);
    if (!batch) return { status: 500, body: { message: 'An error has occurred.', exceptionMessage: 'No entity satisfies the condition.' } };
    const operation = randomUUID();
    if (!this.releaseFailure) batch.Status = 'Released';
    this.releases.set(operation, this.releaseFailure);
    return { status: 202, headers: { location: `${path}/status/${operation}` } };
  }

  private putAppointment(body: Row): Answer {
    const found = this.appointments.find((a) => a.ServiceOrderType === text(body.ServiceOrderType) && a.AppointmentNbr === text(body.AppointmentNbr));
    if (!found) return { status: 500, body: { message: 'An error has occurred.', exceptionMessage: 'No entity satisfies the condition.' } };
    if (!OPEN_APPOINTMENT.includes(found.Status ?? 'Not Started')) return refused(body, { Status: `The appointment is ${found.Status} and cannot be changed.` });
    const logs = ((body.Logs ?? []) as Row[]).map((l) => ({ StaffMember: text(l.StaffMember), StartDate: text(l.StartDate), StartTime: text(l.StartTime), EndTime: text(l.EndTime), Duration: text(l.Duration), Description: text(l.Description) }));
    const unknown = logs.findIndex((l) => !this.employeeIds().includes(l.StaffMember));
    if (unknown >= 0) return { status: 422, body: { ...body, Logs: (body.Logs as Row[]).map((l, n) => (n === unknown ? { ...l, StaffMember: { ...(l.StaffMember as Field), error: `'Staff Member' cannot be found in the system.` } } : l)) } };
    found.Logs.push(...logs);
    return { status: 200, body: { id: randomUUID(), ...wrap({ ServiceOrderType: found.ServiceOrderType, AppointmentNbr: found.AppointmentNbr, Status: found.Status ?? 'Not Started' }) } };
  }
}

/** MYOB's 422: the entity sent back, with an `error` on each refused field. */
function refused(body: Row, errors: Record<string, string>): Answer {
  return { status: 422, body: { ...body, ...Object.fromEntries(Object.entries(errors).map(([k, error]) => [k, { ...((body[k] as Field | undefined) ?? {}), error }])) } };
}
