import { Refusal, RefusalKind } from '@timekeep/domain-kernel';
import {
  type ImportRowProblem,
  JOB_IMPORT_COLUMNS,
  JOB_IMPORT_FAILED,
  JOB_IMPORT_MAX_LISTED,
  JOB_IMPORT_MAX_ROWS,
  type JobImportColumn,
  JOBS_IMPORTED_FROM,
  JOBS_SYNCED_FROM,
  jobsComeFromIntegration,
  sameJson,
  THIRD_PARTY_TYPES,
  type ThirdPartyTypeId,
  type WorkCodeCounts,
} from '@timekeep/contracts';
import { type PayRuleBody, PayRuleError } from './catalogue';
import type { JobCodeFields, TaskCodeFields } from './work-code';

/**
 * Jobs and tasks that come from another system (docs/decisions/0036-jobs-import-and-sync.md): an
 * enterprise system's file (AX, SAP) or MYOB Advanced's projects and their tasks. Both are turned
 * into one plan of records to save; the handler writes the plan in one transaction, and a record
 * the plan leaves as it is appends nothing, so the same file or an unchanged MYOB syncs again to
 * no events.
 */

/** A cell as the server's spreadsheet reader hands it over. */
export type JobImportCell = string | number | null;

/** The file is refused: `message` says why (the console shows it under 'Failed to import the jobs.'); `rows` lists rows to correct. */
export class JobImportError extends Refusal {
  constructor(
    message: string,
    readonly rows: readonly ImportRowProblem[] = [],
  ) {
    super(message);
    this.name = 'JobImportError';
  }

  get kind(): RefusalKind {
    return 'code';
  }

  override get answer(): string {
    return JOB_IMPORT_FAILED;
  }

  override get reply(): Record<string, unknown> {
    return { errorMessage: this.message, ...(this.rows.length ? { rows: this.rows.slice(0, JOB_IMPORT_MAX_LISTED), problemCount: this.rows.length } : {}) };
  }
}

/**
 * What another system says about a record, before it meets ours. A field is absent when the file
 * has no column for it (the stored value stays); '' or null when its cell is blank (a blank status
 * is Active).
 */
interface Stated {
  name?: string;
  punchCode?: string | null;
  active?: boolean | null;
  externalId?: string | null;
}

/** A job of the file: its code, what the file states of it, and its tasks' codes when the file has a Task Code column. */
export interface ImportedJob extends Stated {
  code: string;
  /** The file's row of its first mention (for problems). */
  row: number;
  taskCodes?: string[];
}

export interface ImportedTask extends Stated {
  code: string;
  row: number;
}

/** A job or task as stored: what the plan compares to and keeps what the source does not state. */
export interface StoredWorkCode<F> {
  id: string;
  body: PayRuleBody<F>;
}

export type PlannedChange = 'created' | 'updated' | 'unchanged' | 'closed';

export interface PlannedRecord<F> {
  id: string;
  change: PlannedChange;
  body: PayRuleBody<F>;
}

export interface WorkCodePlan {
  /** Tasks first: jobs refer to them. */
  tasks: PlannedRecord<TaskCodeFields>[];
  jobs: PlannedRecord<JobCodeFields>[];
}

const LIMITS = { code: 50, name: 100, punchCode: 20, externalId: 100 } as const;

const normalHeader = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const HEADERS = new Map<string, JobImportColumn>(JOB_IMPORT_COLUMNS.map((c) => [normalHeader(c), c]));
const cellText = (cell: JobImportCell | undefined) => (cell === null || cell === undefined ? '' : String(cell).trim());
/** Codes are compared trimmed and in any case (workCodeOf). */
const keyOf = (code: string) => code.trim().toLowerCase();
const nameKey = (name: string) => name.trim().toLowerCase();

function statusOf(text: string): boolean | 'bad' {
  const value = text.toLowerCase();
  if (value === 'active') return true;
  if (value === 'inactive') return false;
  return 'bad';
}

/**
 * Reads the jobs file's first sheet: the first non-empty row is the header, then one row per job
 * and task. A header the layout does not know, one named twice, or no Job Code column refuses the
 * file; rows with problems are listed (all of them are found before anything is refused).
 */
export function readJobImportRows(cells: readonly (readonly JobImportCell[])[]): { jobs: ImportedJob[]; tasks: ImportedTask[] } {
  const headerIndex = cells.findIndex((row) => row.some((c) => cellText(c) !== ''));
  if (headerIndex < 0) throw new JobImportError('The file is empty.');
  const header = cells[headerIndex];
  const columnAt = new Map<JobImportColumn, number>();
  header.forEach((cell, index) => {
    const text = cellText(cell);
    if (!text) return;
    const column = HEADERS.get(normalHeader(text));
    if (!column) throw new JobImportError(`The file has a column the jobs file does not have: '${text}'. Its columns are ${JOB_IMPORT_COLUMNS.join(', ')}.`);
    if (columnAt.has(column)) throw new JobImportError(`The file has the column '${column}' twice.`);
    columnAt.set(column, index);
  });
  if (!columnAt.has('Job Code')) throw new JobImportError(`The file has no 'Job Code' column: the first row must name the columns (${JOB_IMPORT_COLUMNS.join(', ')}).`);
  const body = cells.slice(headerIndex + 1);
  if (body.length > JOB_IMPORT_MAX_ROWS) throw new JobImportError(`The file has more than ${JOB_IMPORT_MAX_ROWS} rows: split it.`);

  const has = (column: JobImportColumn) => columnAt.has(column);
  const problems: ImportRowProblem[] = [];
  const jobs = new Map<string, ImportedJob>();
  const tasks = new Map<string, ImportedTask>();

  body.forEach((cellsOfRow, offset) => {
    const row = headerIndex + offset + 2;
    const get = (column: JobImportColumn) => (has(column) ? cellText(cellsOfRow[columnAt.get(column) as number]) : undefined);
    if (!cellsOfRow.some((c) => cellText(c) !== '')) return;
    const problem = (message: string) => problems.push({ row, message });
    const tooLong = (column: JobImportColumn, value: string | undefined, max: number) => {
      if (value !== undefined && value.length > max) problem(`${column} has more than ${max} characters.`);
    };

    const jobCode = get('Job Code') as string;
    const job = stated(get('Job Name'), get('Job Punch Code'), get('Job Status'), get('External Job ID'), 'Job Status', problem);
    const taskCode = get('Task Code') ?? '';
    const task = stated(get('Task Name'), get('Task Punch Code'), get('Task Status'), get('External Task ID'), 'Task Status', problem);
    tooLong('Job Code', jobCode, LIMITS.code);
    tooLong('Job Name', job.name, LIMITS.name);
    tooLong('Job Punch Code', job.punchCode ?? undefined, LIMITS.punchCode);
    tooLong('External Job ID', job.externalId ?? undefined, LIMITS.externalId);
    tooLong('Task Code', taskCode, LIMITS.code);
    tooLong('Task Name', task.name, LIMITS.name);
    tooLong('Task Punch Code', task.punchCode ?? undefined, LIMITS.punchCode);
    tooLong('External Task ID', task.externalId ?? undefined, LIMITS.externalId);
    if (!jobCode) {
      problem('Job Code is required.');
      return;
    }
    const taskNamed = [get('Task Name'), get('Task Punch Code'), get('Task Status'), get('External Task ID')].some((v) => v);
    if (!taskCode && taskNamed) problem('Task Code is required when the row names a task.');

    const knownJob = jobs.get(keyOf(jobCode));
    if (knownJob) agree(knownJob, job, 'Job', problem);
    else jobs.set(keyOf(jobCode), { code: jobCode, row, ...job, ...(has('Task Code') ? { taskCodes: [] } : {}) });
    const theJob = jobs.get(keyOf(jobCode)) as ImportedJob;
    if (taskCode) {
      const knownTask = tasks.get(keyOf(taskCode));
      if (knownTask) agree(knownTask, task, 'Task', problem);
      else tasks.set(keyOf(taskCode), { code: taskCode, row, ...task });
      if (!theJob.taskCodes?.some((c) => keyOf(c) === keyOf(taskCode))) theJob.taskCodes?.push(taskCode);
    }
  });
  if (problems.length) throw new JobImportError(rowsText(problems), problems);
  if (!jobs.size) throw new JobImportError('The file has no jobs: fill in a row under the header.');
  return { jobs: [...jobs.values()], tasks: [...tasks.values()] };
}

const rowsText = (problems: readonly ImportRowProblem[]) => `${problems.length === 1 ? 'A row needs' : `${problems.length} rows need`} correcting; nothing was imported.`;

/** What a row states of a job or task: only the columns the file has. */
function stated(name: string | undefined, punchCode: string | undefined, status: string | undefined, externalId: string | undefined, statusColumn: string, problem: (m: string) => void): Stated {
  const out: Stated = {};
  if (name !== undefined) out.name = name;
  if (punchCode !== undefined) out.punchCode = punchCode || null;
  if (externalId !== undefined) out.externalId = externalId || null;
  if (status !== undefined) {
    const active = status ? statusOf(status) : null;
    if (active === 'bad') problem(`${statusColumn} is '${status}': it must be Active or Inactive.`);
    else out.active = active;
  }
  return out;
}

const blank = (value: unknown) => value === '' || value === null || value === undefined;

/**
 * A job (or task) on several rows is stated once: its cells repeated, or left blank after the
 * first row that fills them; two different values are a problem.
 */
function agree(known: Stated & { code: string; row: number }, again: Stated, what: 'Job' | 'Task', problem: (m: string) => void): void {
  const fields: Array<[keyof Stated, string]> = [
    ['name', `${what} Name`],
    ['punchCode', `${what} Punch Code`],
    ['active', `${what} Status`],
    ['externalId', `External ${what} ID`],
  ];
  const merged = known as Record<keyof Stated, unknown>;
  for (const [field, label] of fields) {
    if (blank(again[field])) continue;
    if (blank(known[field])) merged[field] = again[field];
    else if (known[field] !== again[field]) problem(`${what} ${known.code} has another ${label} on row ${known.row}.`);
  }
}

/** The stated status over the stored one: a blank cell is Active, no column keeps what is stored. */
const activeOf = (stated: boolean | null | undefined, stored: boolean) => (stated === undefined ? stored : (stated ?? true));

/** The stored records a plan starts from, and the integration the company is on (its code marks the records it owns). */
export interface WorkCodeFacts {
  jobs: readonly StoredWorkCode<JobCodeFields>[];
  tasks: readonly StoredWorkCode<TaskCodeFields>[];
  externalType: string;
}

/**
 * The file's jobs and tasks against ours: each matched by code (in any case) and updated with what
 * the file states, the rest created (`newId` gives their ids). Names and punch codes must stay
 * unique among the company's jobs (and among its tasks) as they will be after the import; a clash
 * is a row problem and nothing is written. Jobs and tasks the file does not name are left alone.
 */
export function planJobImport(file: { jobs: readonly ImportedJob[]; tasks: readonly ImportedTask[] }, facts: WorkCodeFacts, newId: () => string): WorkCodePlan {
  const problems: ImportRowProblem[] = [];
  const taskIds = new Map<string, string>();
  const tasks = file.tasks.map((task) => {
    const stored = storedByCode(facts.tasks, task.code, 'task', task.row, problems);
    const planned = plannedRecord(stored, NEW_TASK, newId, (body) => ({
      ...body,
      name: task.name ?? body.name,
      active: activeOf(task.active, body.active),
      fields: { ...body.fields, code: task.code, ...statedFields(task, body.fields, facts.externalType) },
    }));
    taskIds.set(keyOf(task.code), planned.id);
    return { ...planned, row: task.row };
  });
  const jobs = file.jobs.map((job) => {
    const stored = storedByCode(facts.jobs, job.code, 'job', job.row, problems);
    const planned = plannedRecord(stored, NEW_JOB, newId, (body) => ({
      ...body,
      name: job.name ?? body.name,
      active: activeOf(job.active, body.active),
      fields: {
        ...body.fields,
        code: job.code,
        ...statedFields(job, body.fields, facts.externalType),
        taskIds: job.taskCodes ? job.taskCodes.map((c) => taskIds.get(keyOf(c)) as string) : body.fields.taskIds,
      },
    }));
    return { ...planned, row: job.row };
  });
  problems.push(...clashes('Job', jobs, facts.jobs), ...clashes('Task', tasks, facts.tasks));
  if (problems.length) throw new JobImportError(rowsText(problems), [...problems].sort((a, b) => a.row - b.row));
  return { tasks: tasks.map(({ row: _, ...r }) => r), jobs: jobs.map(({ row: _, ...r }) => r) };
}

function statedFields(source: Stated, fields: { punchCode: string | null; externalType: string | null; externalId: string | null }, externalType: string) {
  return {
    punchCode: source.punchCode !== undefined ? source.punchCode : fields.punchCode,
    externalType: source.externalId !== undefined ? (source.externalId ? externalType : null) : fields.externalType,
    externalId: source.externalId !== undefined ? source.externalId : fields.externalId,
  };
}

function storedByCode<F extends { code: string }>(stored: readonly StoredWorkCode<F>[], code: string, kind: 'job' | 'task', row: number, problems: ImportRowProblem[]): StoredWorkCode<F> | null {
  const found = stored.filter((s) => keyOf(s.body.fields.code) === keyOf(code));
  // Jobs saved before codes were checked may share one (docs/decisions/0018): which to update is not ours to guess.
  if (found.length > 1) problems.push({ row, message: `${found.length} ${kind}s here share the code ${code}: give the others another code first.` });
  return found[0] ?? null;
}

/** A new task's fields before the source states its own; a new job's add its (no) tasks. */
/** What a record a sync or import creates starts from. */
export const NEW_TASK: TaskCodeFields = { code: '', description: null, punchCode: null, payExportCode: null, externalType: null, externalId: null };
export const NEW_JOB: JobCodeFields = { ...NEW_TASK, taskIds: [] };

/** The record as it will be: `apply` states the source's fields on the stored body (or on a new one's, `fresh`). */
function plannedRecord<F>(stored: StoredWorkCode<F> | null, fresh: F, newId: () => string, apply: (body: PayRuleBody<F>) => PayRuleBody<F>): PlannedRecord<F> {
  if (!stored) return { id: newId(), change: 'created', body: apply({ name: '', active: true, systemCode: null, fields: fresh }) };
  const body = apply(stored.body);
  return { id: stored.id, change: sameJson(stored.body, body) ? 'unchanged' : 'updated', body };
}

/** Names and punch codes held twice among the records as they will be (the planned ones and the others as stored). */
function clashes<F extends { punchCode: string | null; code: string }>(what: 'Job' | 'Task', plan: ReadonlyArray<PlannedRecord<F> & { row: number }>, stored: readonly StoredWorkCode<F>[]): ImportRowProblem[] {
  const planned = new Set(plan.map((p) => p.id));
  const others = stored.filter((s) => !planned.has(s.id)).map((s) => ({ ...s, row: 0 }));
  const problems: ImportRowProblem[] = [];
  for (const [label, keyOfRecord] of [
    ['Name', (b: PayRuleBody<F>) => nameKey(b.name)],
    ['Punch Code', (b: PayRuleBody<F>) => b.fields.punchCode?.toLowerCase() ?? ''],
  ] as const) {
    const holders = new Map<string, { code: string; row: number }>();
    for (const record of [...others, ...plan]) {
      const key = keyOfRecord(record.body);
      if (!key) continue;
      const holder = holders.get(key);
      if (holder && record.row) problems.push({ row: record.row, message: `${what} ${label} '${label === 'Name' ? record.body.name : record.body.fields.punchCode}' is also ${what.toLowerCase()} ${holder.code}'s${holder.row ? ` (row ${holder.row})` : ''}.` });
      else if (!holder) holders.set(key, { code: record.body.fields.code, row: record.row });
    }
  }
  return problems;
}

/** Counts of a plan's changes, for the answer and the Sync Results row. */
export function countsOf(records: readonly PlannedRecord<unknown>[]): WorkCodeCounts & { closed: number } {
  const count = (change: PlannedChange) => records.filter((r) => r.change === change).length;
  return { created: count('created'), updated: count('updated'), unchanged: count('unchanged'), closed: count('closed') };
}

/** A sync that cannot go on: the sentence says why (the answer's errorMessage). */
export class WorkCodeSyncError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkCodeSyncError';
  }
}

/** One record another system lists, as a sync plans it (MYOB's project or task, WorkflowMax's job or task). */
export interface SyncSource {
  externalId: string;
  name: string;
  active: boolean;
  taskIds?: string[];
}

/** Plans one kind (jobs or tasks) of a sync: matched by external ID, else adopted by code, else created; owned ones no longer listed closed. */
export function syncKind<F extends { code: string; externalType: string | null; externalId: string | null; punchCode: string | null }>(
  sources: readonly SyncSource[],
  stored: readonly StoredWorkCode<F>[],
  externalType: string,
  fresh: F,
  newId: () => string,
  extra: (body: PayRuleBody<F>, source: SyncSource) => PayRuleBody<F>,
): { records: PlannedRecord<F>[]; matched: Array<{ externalId: string; record: PlannedRecord<F> }> } {
  const used = new Set<string>();
  const owned = (s: StoredWorkCode<F>) => s.body.fields.externalType === externalType && s.body.fields.externalId !== null;
  const pairs = sources.map((source) => {
    const key = keyOf(source.externalId);
    const match =
      stored.find((s) => !used.has(s.id) && owned(s) && keyOf(s.body.fields.externalId as string) === key) ??
      stored.find((s) => !used.has(s.id) && !owned(s) && keyOf(s.body.fields.code) === key) ??
      null;
    if (match) used.add(match.id);
    return { source, match };
  });
  // Names held by records the sync does not rename (ours, and synced ones MYOB no longer lists) are theirs.
  const untouched = stored.filter((s) => !used.has(s.id));
  const taken = new Set(untouched.map((s) => nameKey(s.body.name)).filter(Boolean));
  const nameFor = (source: SyncSource) => {
    if (!source.name) return '';
    for (let n = 1; ; n++) {
      const suffix = n === 1 ? '' : n === 2 ? ` (${source.externalId})` : ` (${source.externalId}) ${n - 1}`;
      const name = source.name.slice(0, LIMITS.name - suffix.length) + suffix;
      if (!taken.has(nameKey(name))) {
        taken.add(nameKey(name));
        return name;
      }
    }
  };
  const matched = pairs.map(({ source, match }) => {
    const record = plannedRecord(match, fresh, newId, (body) =>
      extra({ ...body, name: nameFor(source), active: source.active, fields: { ...body.fields, code: source.externalId, externalType, externalId: source.externalId } }, source),
    );
    return { externalId: source.externalId, record };
  });
  const gone = stored
    .filter((s) => !used.has(s.id) && owned(s))
    .map((s): PlannedRecord<F> => (s.body.active ? { id: s.id, change: 'closed', body: { ...s.body, active: false } } : { id: s.id, change: 'unchanged', body: s.body }));
  return { records: [...matched.map((m) => m.record), ...gone], matched };
}

/**
 * Document 2 §2 hides New on the Jobs and Tasks lists for companies whose jobs come from their
 * integration; the server refuses it too, so that jobs there have one source. Editing stays (punch
 * and export codes are ours), and imports and syncs make their records through their own commands.
 */
export function refuseNewWorkCode(kind: 'job' | 'task', thirdPartyTypeId: string | null | undefined): void {
  if (!jobsComeFromIntegration(thirdPartyTypeId)) return;
  const name = THIRD_PARTY_TYPES.find((t) => t.id === thirdPartyTypeId)?.name ?? thirdPartyTypeId;
  const how = JOBS_SYNCED_FROM.includes(thirdPartyTypeId as ThirdPartyTypeId) ? ': use Sync Jobs' : JOBS_IMPORTED_FROM.includes(thirdPartyTypeId as ThirdPartyTypeId) ? ': use Import on the Jobs list' : '';
  throw new PayRuleError('invalid', `This company's ${kind}s come from ${name}${how}.`);
}
