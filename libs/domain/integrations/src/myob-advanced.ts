/**
 * MYOB Advanced's vocabulary, declared once: the Default endpoint's records as its client reads
 * them, and as the rules below (Sync Jobs' plan, the employee check) read them
 * (docs/decisions/0020-myob-advanced.md, 0036-jobs-import-and-sync.md).
 */

/** A project with its tasks (the Project and ProjectTask records). */
export interface MyobProject {
  projectId: string;
  description: string;
  status: string;
  tasks: ReadonlyArray<{ taskId: string; description: string; status: string }>;
}

/** An employee (the Employee record). */
export interface MyobEmployee {
  employeeId: string;
  name: string;
  status: string;
}
