import { z } from 'zod';
import { formBoolean, formId, formList, formVersion } from '@timekeep/server-platform';

const text = (max: number) => z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().max(max, `At most ${max} characters.`));

/** The job and task editors' shared fields (document 2 §3); the domain trims and checks them. */
export const workCodeForm = z.object({
  id: formId,
  code: text(50),
  name: text(100),
  active: formBoolean.default(true),
  description: text(2000),
  punchCode: text(20),
  payExportCode: text(50),
  version: formVersion,
});

export const jobForm = workCodeForm.extend({ taskID: formList(z.string().uuid('Choose one from the list.')) });
