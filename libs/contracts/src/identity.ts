import { z } from 'zod';
import { Role } from './api';
import { uploadedImageName } from './form-fields';
import { PEOPLE_TEXT_LIMITS, textTooLong } from './limits';

/** Spec §6: permissions are actions per resource. */
export const Action = {
  Create: 'create',
  Update: 'update',
  Delete: 'delete',
  Approve: 'approve',
  Visible: 'visible',
} as const;
export type Action = (typeof Action)[keyof typeof Action];
export const ACTIONS: readonly Action[] = Object.values(Action);

export const Resource = {
  Company: 'company',
  Division: 'division',
  Branch: 'branch',
  Department: 'department',
  Position: 'position',
  User: 'user',
  Employee: 'employee',
  PayRate: 'payRate',
  Schedule: 'schedule',
  /** Company-wide templates: changing one changes everyone on it, so it is not a supervisor's. */
  ScheduleTemplate: 'scheduleTemplate',
  Roster: 'roster',
  Timesheet: 'timesheet',
  TimeApproval: 'timeApproval',
  Leave: 'leave',
  LeaveBalance: 'leaveBalance',
  PayGroup: 'payGroup',
  PayRules: 'payRules',
  PayrollTransfer: 'payrollTransfer',
  Import: 'import',
  Report: 'report',
  Settings: 'settings',
  Job: 'job',
  Workplace: 'workplace',
  Audit: 'audit',
} as const;
export type Resource = (typeof Resource)[keyof typeof Resource];
export const RESOURCES: readonly Resource[] = Object.values(Resource);

export const resourcePermissionSchema = z.object({ resource: z.nativeEnum(Resource), actions: z.array(z.nativeEnum(Action)) });
export type ResourcePermission = z.infer<typeof resourcePermissionSchema>;

export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** POST /account/login-as-employee: the employee session and where it lands. */
export const employeeSessionSchema = tokenPairSchema.extend({ redirectUrl: z.string() });

export interface LoginRequest {
  email: string;
  password: string;
  appType?: string;
}

const roleSchema = z.nativeEnum(Role);

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().nullable(),
  /** Document 1 §3 "Profile": the contact card's name and title, as the employee form's Contact section has them. */
  name: z.string().nullable(),
  title: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  fax: z.string().nullable(),
  physicalAddress: z.string().nullable(),
  postalAddress: z.string().nullable(),
  roleName: roleSchema,
  roles: z.array(roleSchema),
  companyId: z.string(),
  companyName: z.string(),
  redirectUrl: z.string(),
  allowLoginAsEmployee: z.boolean(),
  dateFormat: z.string(),
  timeFormat: z.string(),
  avatarFileName: z.string().nullable(),
  hasPin: z.boolean(),
  version: z.number(),
});
export type ProfileDto = z.infer<typeof profileSchema>;

export interface MenuItem {
  key: string;
  name: string;
  path: string | null;
  menuItems: MenuItem[];
}
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() => z.object({ key: z.string(), name: z.string(), path: z.string().nullable(), menuItems: z.array(menuItemSchema) }));

/** POST /password/changepwd: the outcome ('Invalid' for a bad token) under data.message. */
export const passwordResetReplySchema = z.object({ message: z.string(), data: z.object({ message: z.string() }) });

/** POST /api/avatars: the stored picture's name. */
export const avatarUploadReplySchema = z.object({ message: z.string(), fileName: z.string() });

/** Spec §3 Profile: the formats offered, in the notation the profile stores them (yyyy = year, a = am/pm). */
export const DATE_FORMATS = ['yyyy-MM-dd', 'dd/MM/yyyy', 'MM/dd/yyyy', 'dd-MM-yyyy', 'MM-dd-yyyy'] as const;
export const TIME_FORMATS = ['HH:mm', 'hh:mm a'] as const;
/** Spec §9: YYYY-MM-DD and HH:mm. */
export const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd';
export const DEFAULT_TIME_FORMAT = 'HH:mm';

/**
 * A supervisor's functions (document 1 §3 `funs`): what a Supervisor may do beyond the role's
 * own rights, chosen per user. The spec names the field only; the list and what each grants are
 * docs/decisions/0019-supervisor-functions.md.
 */
export const SUPERVISOR_FUNCTIONS = [
  { id: 'employees', name: 'Add and edit employees' },
  { id: 'payRates', name: 'See and change pay rates' },
  { id: 'scheduleTemplates', name: 'Manage schedule templates' },
  { id: 'jobs', name: 'Manage jobs and tasks' },
  { id: 'leaveBalances', name: 'Adjust leave balances' },
  { id: 'imports', name: 'Import times, schedules and leave balances' },
] as const;
export type SupervisorFunction = (typeof SUPERVISOR_FUNCTIONS)[number]['id'];
export const SUPERVISOR_FUNCTION_IDS = SUPERVISOR_FUNCTIONS.map((f) => f.id) as SupervisorFunction[];

const emailRequired = "Email can't be empty, please fill in a valid email here.";

/** POST /account/login. */
export const loginRequestSchema = z.object({
  email: z.string({ required_error: emailRequired }).trim().min(1, emailRequired),
  password: z.string({ required_error: 'Wrong password or click Forgot password to reset it.' }).min(1, 'Wrong password or click Forgot password to reset it.'),
  appType: z.string().max(40).optional(),
});

/** POST /account/refresh-token. */
export const refreshTokenRequestSchema = z.object({ refreshToken: z.string({ required_error: 'refreshToken is required' }).min(1, 'refreshToken is required') });

/** POST /password/sendEmail: the Forgot Password form. */
export const passwordResetRequestSchema = z.object({
  email: z
    .string({ required_error: emailRequired })
    .trim()
    .min(1, emailRequired)
    .regex(/^\S+@\S+\.\S{2,}$/, 'Invalid Email address!'),
});

/** POST /password/changepwd: the reset link's token and the new password. */
export const passwordChangeRequestSchema = z.object({ password: z.string().default(''), token: z.string().default('') });

/**
 * The profile's own text limits, the employee form's for the same fields (people.ts), read by the
 * console's fields and the server's schema alike.
 */
export const PROFILE_TEXT_LIMITS = {
  firstName: PEOPLE_TEXT_LIMITS.firstName,
  lastName: PEOPLE_TEXT_LIMITS.lastName,
  middleName: PEOPLE_TEXT_LIMITS.middleName,
  name: 200,
  title: 100,
  phone: 50,
  mobile: 50,
  fax: 50,
  physicalAddress: 500,
  postalAddress: 500,
} as const;

/** An optional profile text: absent keeps what is stored; blank or null clears it; past its limit is refused, never cut. */
const profileText = (label: string, max: number) =>
  z.preprocess((v) => (typeof v === 'string' && !v.trim() ? null : v), z.string().trim().max(max, textTooLong(label, max)).nullable().optional());
const profileName = (label: string, max: number) =>
  z.string({ required_error: 'This field is required.' }).trim().min(1, 'This field is required.').max(max, textTooLong(label, max));

/** POST /profile: the Profile Setting form (document 1 §3 "Profile"), at the version it was loaded at. */
export const profileUpdateRequestSchema = z.object({
  firstName: profileName('First name', PROFILE_TEXT_LIMITS.firstName),
  lastName: profileName('Last name', PROFILE_TEXT_LIMITS.lastName),
  middleName: profileText('Middle name', PROFILE_TEXT_LIMITS.middleName),
  name: profileText('Name', PROFILE_TEXT_LIMITS.name),
  title: profileText('Title', PROFILE_TEXT_LIMITS.title),
  phone: profileText('Phone', PROFILE_TEXT_LIMITS.phone),
  mobile: profileText('Mobile', PROFILE_TEXT_LIMITS.mobile),
  fax: profileText('Fax', PROFILE_TEXT_LIMITS.fax),
  physicalAddress: profileText('Physical address', PROFILE_TEXT_LIMITS.physicalAddress),
  postalAddress: profileText('Postal address', PROFILE_TEXT_LIMITS.postalAddress),
  dateFormat: z.string().max(20).optional(),
  timeFormat: z.string().max(20).optional(),
  avatarFileName: uploadedImageName,
  version: z.coerce.number().int().positive().optional(),
});

/** POST /profile/change-password. */
export const profilePasswordRequestSchema = z.object({
  currentPassword: z.string().default(''),
  newPassword: z.string().default(''),
  confirmPassword: z.string().default(''),
});

/** POST /profile/change-pin. */
export const profilePinRequestSchema = z.object({ pin: z.coerce.string().default(''), confirmPin: z.coerce.string().optional() });
