import { ForbiddenException, Injectable } from '@nestjs/common';
import { PunchCodeReply } from '@timekeep/contracts';
import { PunchCodeError, specialPunchCode, standardPunchCode } from '@timekeep/domain-settings';
import { CompanyQueries } from '@timekeep/server-organisation';
import { Principal } from '@timekeep/server-platform';
import { PunchCodeSigner } from './punch-code-signer';
import { PunchCodesQueries } from './punch-codes.queries';

/**
 * Punch codes (document 3 §2-§7): which of the two forms a company uses, and the signed QR payload
 * each form generates. Generating a code changes nothing (it is read, not written), but a code lets
 * anyone holding it punch to the job, so its routes take the settings' update right.
 */
@Injectable()
export class PunchCodes {
  constructor(
    private readonly queries: PunchCodesQueries,
    private readonly company: CompanyQueries,
    private readonly signer: PunchCodeSigner,
  ) {}

  /** The specific customer's form (flag specialCustomer) and the standard one each answer only for their own companies. */
  async mustUseForm(principal: Principal, special: boolean): Promise<void> {
    if ((await this.company.settings(principal.companyId)).specialCustomer !== special) {
      throw new ForbiddenException({ message: special ? 'This company uses the standard punch code form.' : 'This company uses its own punch code form.' });
    }
  }

  /** The standard code: a department, a job and one of its tasks, each optional. */
  async standard(principal: Principal, form: { departmentId?: string; jobId?: string; taskId?: string }): Promise<PunchCodeReply> {
    const department = form.departmentId ? await this.queries.department(principal, form.departmentId) : null;
    const job = form.jobId ? await this.queries.job(principal.companyId, form.jobId) : null;
    const tasks = job ? await this.queries.tasks(principal.companyId, job.id) : [];
    const task = form.taskId ? (tasks.find((t) => t.id === form.taskId) ?? { id: form.taskId, name: '' }) : null;
    const fields = standardPunchCode({ department, job, task, taskOfJob: !!task && tasks.some((t) => t.id === task.id) });
    return this.signer.sign(principal.companyId, fields);
  }

  /** The specific customer's code: Project, Level 2, Level 3 and Category, all required. */
  async special(principal: Principal, form: { project?: string; panel?: string; task?: string; category?: string }): Promise<PunchCodeReply> {
    const project = form.project ? await this.queries.job(principal.companyId, form.project) : null;
    const projectTasks = project ? await this.queries.tasks(principal.companyId, project.id) : [];
    const pick = (taskId: string | undefined) => (taskId ? (projectTasks.find((t) => t.id === taskId) ?? { id: taskId, code: '', name: '' }) : null);
    const category = form.category ? await this.queries.category(principal.companyId, form.category) : null;
    if (form.category && !category) throw new PunchCodeError('Choose a category from the list.');
    const fields = specialPunchCode({ project, panel: pick(form.panel), task: pick(form.task), category, projectTasks });
    return this.signer.sign(principal.companyId, fields);
  }
}
