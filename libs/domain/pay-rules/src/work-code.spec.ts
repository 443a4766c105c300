import { EventType, REQUIRED_TEXT } from '@timekeep/contracts';
import { decideDeletePayRule, decideSavePayRule, initialPayRuleState, PayRuleError, uniqueCodeOf, uniqueKeyOf, workCodeOf } from './catalogue';
import { checkJobCode, checkTaskCode, JobCodeFields } from './work-code';

const slab = { code: ' J-100 ', name: ' Slab ', active: false, description: '', punchCode: ' 100 ', payExportCode: '', taskIds: ['t1', 't1', 't2'] };
const tasks = new Set(['t1', 't2']);

describe('jobs and tasks', () => {
  it('trims, makes a new job active and drops repeated tasks', () => {
    expect(checkJobCode(slab, tasks, null)).toEqual({
      name: 'Slab',
      active: true,
      systemCode: null,
      fields: { code: 'J-100', description: null, punchCode: '100', payExportCode: null, externalType: null, externalId: null, taskIds: ['t1', 't2'] },
    });
  });

  it('needs a code, and tasks of the company', () => {
    expect(() => checkTaskCode({ ...slab, code: '  ' }, null)).toThrow(REQUIRED_TEXT);
    expect(() => checkJobCode({ ...slab, taskIds: ['t9'] }, tasks, null)).toThrow('A chosen task does not exist.');
  });

  it('keeps what an integration set, and lets an edit close the job', () => {
    const stored: JobCodeFields = { code: 'J-100', description: null, punchCode: null, payExportCode: null, externalType: 'MYOB', externalId: 'ext-7', taskIds: [] };
    const body = checkJobCode(slab, tasks, stored);
    expect([body.active, body.fields.externalType, body.fields.externalId]).toEqual([false, 'MYOB', 'ext-7']);
  });

  it('is unique by name and by punch code; nameless jobs clash with nothing', () => {
    const body = checkJobCode(slab, tasks, null);
    expect([uniqueKeyOf('job', body, 'a'), uniqueCodeOf('job', body)]).toEqual(['slab', '100']);
    const nameless = checkJobCode({ ...slab, name: '', punchCode: '' }, tasks, null);
    expect(uniqueKeyOf('job', nameless, 'a')).not.toBe(uniqueKeyOf('job', nameless, 'b'));
    expect(uniqueCodeOf('job', nameless)).toBeNull();
  });

  it('is unique by its code too, trimmed and in any case', () => {
    expect(workCodeOf('job', checkJobCode({ ...slab, code: ' j-100 ' }, tasks, null))).toBe(workCodeOf('job', checkJobCode(slab, tasks, null)));
    expect(workCodeOf('task', checkTaskCode({ ...slab, code: 'T-Pick' }, null))).toBe('t-pick');
    expect(workCodeOf('payType', { name: 'x', active: true, systemCode: null, fields: { code: 'ORD' } })).toBeNull();
    expect(() => decideSavePayRule('job', initialPayRuleState, 'j2', checkJobCode(slab, tasks, null), true)).toThrow(new PayRuleError('exist', 'exist'));
  });

  it('is closed, never deleted', () => {
    const saved = decideSavePayRule('job', initialPayRuleState, 'j1', checkJobCode(slab, tasks, null), false);
    expect(saved.map((e) => e.type)).toEqual([EventType.JobSaved]);
    const state = { body: checkJobCode(slab, tasks, null), deleted: false };
    expect(() => decideDeletePayRule('job', state, 'j1', [])).toThrow(PayRuleError);
  });
});
