import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpFaults } from './http-faults';

export interface GatewayLine {
  employeeId: string;
  employeeName: string;
  department: string;
  date: string;
  start: string;
  end: string;
  hours: number;
  jobCode: string | null;
  jobExternalId: string | null;
  taskCode: string | null;
  taskExternalId: string | null;
  reference: string;
}

export interface GatewayUpload {
  system: string;
  company: string;
  startDate: string;
  endDate: string;
  lines: GatewayLine[];
}

/**
 * A local stand-in for the job costing upload endpoint a GreenTree or AX customer runs beside
 * their on-premise system (docs/job-costing-upload.md): `POST /timesheets` with a bearer key and
 * an Idempotency-Key, answering `{ messages }`, one per line the import refused and a last one
 * with the count imported. An Idempotency-Key seen before is answered as it was, importing nothing.
 */
export class FakeUploadGateway {
  readonly faults = new HttpFaults();
  /** The uploads imported, in order (a repeated key adds none). */
  readonly imported: GatewayUpload[] = [];
  /** Employees the system knows (their IDs); lines of others are refused. All are known while empty. */
  employees: string[] = [];
  requests = 0;
  private readonly answered = new Map<string, { messages: string[] }>();
  private server: Server | null = null;

  constructor(private readonly apiKey: string) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      if (this.faults.apply(request, response)) return;
      void this.handle(request).then(({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    this.faults.clear();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Every line imported so far. */
  get lines(): GatewayLine[] {
    return this.imported.flatMap((u) => u.lines);
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    this.requests++;
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method !== 'POST' || url.pathname !== '/timesheets') return { status: 404, body: { message: 'No such endpoint.' } };
    if (request.headers.authorization !== `Bearer ${this.apiKey}`) return { status: 401, body: { message: 'The key is not valid.' } };
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !key) return { status: 400, body: { message: 'Idempotency-Key is required.' } };
    const upload = JSON.parse(await read(request)) as GatewayUpload;
    const seen = this.answered.get(key);
    if (seen) return { status: 200, body: seen };
    const refused = upload.lines.filter((l) => this.employees.length > 0 && !this.employees.includes(l.employeeId));
    const accepted = upload.lines.filter((l) => !refused.includes(l));
    this.imported.push({ ...upload, lines: accepted });
    const messages = [
      ...refused.map((l) => `Line ${l.reference}: employee ${l.employeeId} does not exist in ${upload.system} company ${upload.company}.`),
      `${accepted.length} timesheet lines imported into ${upload.system} company ${upload.company} for ${upload.startDate} to ${upload.endDate}.`,
    ];
    this.answered.set(key, { messages });
    return { status: 200, body: { messages } };
  }
}

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });
}
