import { Action, CompanySettings, EMPLOYEE_NUMBERS, payrollIdRules, Resource, Role } from '@timekeep/contracts';
import { Checkbox, Col, Divider, Form, Input, Row, Select, TreeSelect } from 'antd';
import type { Rule } from 'antd/es/form';
import { ReactNode } from 'react';
import { useCan, useProfile } from '../../auth/api';
import { DateInput, KeptSecretInput, LimitedInput, LimitedTextArea, MultiSelect, NumberInput, TextArea, TreeMultiSelect } from '../../ui/inputs';
import { hireDateRule, numberRule, requiredRule, textRule } from '../../ui/validation';
import { useDepartmentOptions } from '../structure/api';
import { usePayGroupOptions, useRoundingOptions, useSkillOptions } from '../pay-rules/api';
import { useScheduleOptions } from '../scheduling/api';
import { useWorkplaceOptions } from '../settings/api';
import { useFunctionOptions, useReportToOptions } from './api';

export const third = { xs: 24, md: 12, xl: 8 };

export function FieldCol({ name, label, rules, children, checkbox, extra }: { name: string; label?: string; rules?: Rule[]; children: ReactNode; checkbox?: boolean; extra?: ReactNode }) {
  return (
    <Col {...third}>
      <Form.Item name={name} label={checkbox ? undefined : label} rules={rules} valuePropName={checkbox ? 'checked' : 'value'} extra={extra}>
        {children}
      </Form.Item>
    </Col>
  );
}

const clockIdRule = numberRule(EMPLOYEE_NUMBERS.clockId);
const hoursRule = numberRule(EMPLOYEE_NUMBERS.hours);

/**
 * The employee's own fields (spec §3 "Employee"), shared by the employee form's Detail section and
 * the user form's Employee Info. Labels follow the company's display names and structure name;
 * identifiers follow its integration; pay rate shows only with update permission on payRate.
 */
export function EmployeeDetailFields({ settings, forEmployee, showReportTo }: { settings: CompanySettings; forEmployee: boolean; showReportTo: boolean }) {
  const can = useCan();
  const roles = useProfile().data?.roles ?? [];
  // Spec §6: a signed-in Supervisor does not choose who approves (their own people's approver is set above them).
  const supervisorOnly = roles.includes(Role.Supervisor) && !roles.some((r) => r === Role.Admin || r === Role.Superadmin);
  const departments = useDepartmentOptions();
  const payGroups = usePayGroupOptions().data ?? [];
  const roundings = useRoundingOptions().data ?? [];
  const schedules = useScheduleOptions().data ?? [];
  const skills = useSkillOptions(settings.isSkillEnabled).data ?? [];
  const reportTo = useReportToOptions(forEmployee).data ?? [];
  const ids = payrollIdRules(settings.thirdPartyType?.id ?? null, settings.outFaceTypeId);
  return (
    <Row gutter={24}>
      <FieldCol name="departmentId" label={settings.structureName} rules={[requiredRule]}>
        <TreeSelect treeData={departments} showSearch treeNodeFilterProp="title" treeDefaultExpandAll listHeight={400} placeholder={`Choose a ${settings.structureName.toLowerCase()}`} />
      </FieldCol>
      <FieldCol name="hireOnDateValue" label="Hire Date" rules={[requiredRule, hireDateRule('The hire date')]}>
        <DateInput />
      </FieldCol>
      <FieldCol name="terminateDateValue" label="Terminate Date" rules={[hireDateRule('The terminate date')]}>
        <DateInput />
      </FieldCol>
      <FieldCol name="paygroupId" label="Pay Group" rules={[requiredRule]}>
        <Select options={payGroups} showSearch optionFilterProp="label" />
      </FieldCol>
      <FieldCol name="timeRoundingId" label="Rounding">
        <Select options={roundings} allowClear showSearch optionFilterProp="label" />
      </FieldCol>
      <FieldCol name="scheduleId" label="Schedule">
        <Select options={schedules} allowClear showSearch optionFilterProp="label" />
      </FieldCol>
      <FieldCol name="clockId" label="Clock ID" rules={settings.useTimeClock ? [requiredRule, clockIdRule] : [clockIdRule]}>
        <NumberInput />
      </FieldCol>
      <FieldCol name="payId" label="Pay ID" rules={ids.payId === 'required' ? [requiredRule, textRule('Pay ID', 50)] : [textRule('Pay ID', 50)]}>
        <LimitedInput max={50} />
      </FieldCol>
      {ids.xeroGuid === 'readOnly' && (
        <FieldCol name="xeroGuid" label="Xero ID">
          <Input disabled />
        </FieldCol>
      )}
      {ids.workflowId === 'required' && (
        <FieldCol name="workflowId" label="WorkflowMax ID" rules={[requiredRule, textRule('WorkflowMax ID', 100)]}>
          <LimitedInput max={100} />
        </FieldCol>
      )}
      {ids.externalId === 'required' && (
        <FieldCol name="externalId" label="External ID" rules={[requiredRule, textRule('External ID', 100)]}>
          <LimitedInput max={100} />
        </FieldCol>
      )}
      <FieldCol name="standardHours" label={settings.standardHoursDisplayName} rules={[hoursRule]}>
        <NumberInput />
      </FieldCol>
      <FieldCol name="guaranteedHours" label={settings.guaranteedHoursDisplayName} rules={[hoursRule]}>
        <NumberInput />
      </FieldCol>
      {can(Resource.PayRate, Action.Update) && (
        <FieldCol name="payRate" label="Pay Rate" rules={[numberRule(EMPLOYEE_NUMBERS.payRate)]}>
          <NumberInput prefix="$" />
        </FieldCol>
      )}
      {showReportTo && (
        <FieldCol name="reportTo" label="Time/Leave Approval">
          <Select options={reportTo} allowClear showSearch optionFilterProp="label" disabled={supervisorOnly} />
        </FieldCol>
      )}
      <FieldCol name="transferPositions" label="Transfer Positions">
        <TreeMultiSelect treeData={departments} showSearch treeNodeFilterProp="title" showCheckedStrategy={TreeSelect.SHOW_ALL} treeCheckStrictly={false} />
      </FieldCol>
      {settings.isSkillEnabled && (
        <FieldCol name="skills" label="Skills">
          <MultiSelect options={skills} />
        </FieldCol>
      )}
      <FieldCol name="isExport" checkbox>
        <Checkbox>Export to Payroll</Checkbox>
      </FieldCol>
      <Col span={24}>
        <Form.Item name="comments" label="Comments" rules={[textRule('Comments', 2000)]}>
          <LimitedTextArea max={2000} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/**
 * Is Supervisor (document 1 §3): the employee's sign-in account then supervises departments, with
 * functions. Only for those who may change users; the server keeps the account as it is otherwise.
 */
export function SupervisorFields() {
  const can = useCan();
  const isSupervisor = Form.useWatch('isSupervisor', Form.useFormInstance());
  if (!can(Resource.User, Action.Update)) return null;
  return (
    <Row gutter={24}>
      <FieldCol name="isSupervisor" checkbox><Checkbox>Is Supervisor</Checkbox></FieldCol>
      {isSupervisor && <SupervisionFields />}
    </Row>
  );
}

/** What a supervisor supervises (management scope, required) and their functions: the user and employee forms'. */
export function SupervisionFields() {
  const departments = useDepartmentOptions();
  const functions = useFunctionOptions().data ?? [];
  return (
    <>
      <FieldCol name="departments" label="Departments" rules={[requiredRule]}>
        <TreeMultiSelect treeData={departments} showSearch treeNodeFilterProp="title" />
      </FieldCol>
      <FieldCol name="funs" label="Functions">
        <MultiSelect options={functions} />
      </FieldCol>
    </>
  );
}

/** GreenTree payroll only (document 1 §3). */
export function GreenTreeFields() {
  return (
    <>
      <Divider orientation="left">GreenTree</Divider>
      <Row gutter={24}>
        <FieldCol name="defaultActivity" label="Default Activity"><Input /></FieldCol>
        <FieldCol name="defaultWorkcentre" label="Default Workcentre"><Input /></FieldCol>
        <FieldCol name="payCostcode" label="JC Trans Type"><Input /></FieldCol>
        <FieldCol name="glTransType" label="GL Trans Type"><Input /></FieldCol>
        <FieldCol name="lastUpdate" label="Last Update"><Input /></FieldCol>
      </Row>
    </>
  );
}

export const pinRule: Rule = { pattern: /^\d{4}$/, message: 'Please input 4 digit number!' };

/** Mobile App (only when the company has it): the sites the app may punch at among them. The PIN only for someone who may change the sign-in (ADR 0047). */
export function MobileAppFields({ hasPin, pinEditable = true }: { hasPin: boolean; pinEditable?: boolean }) {
  const sites = useWorkplaceOptions().data ?? [];
  return (
    <>
      <Divider orientation="left">Mobile App</Divider>
      <Row gutter={24}>
        <FieldCol name="statusApp" checkbox><Checkbox>Enabled</Checkbox></FieldCol>
        <FieldCol name="mobileIMEI" label="Registration ID"><Input /></FieldCol>
        <FieldCol name="workPlaceId" label="Assigned Sites"><MultiSelect options={sites} /></FieldCol>
        {pinEditable && <FieldCol name="pin" label="PIN" rules={[pinRule]}><KeptSecretInput maxLength={4} isSet={hasPin} /></FieldCol>}
        <FieldCol name="showonDashboard" checkbox><Checkbox>Show on Dashboard</Checkbox></FieldCol>
        <FieldCol name="noGPS" checkbox><Checkbox>No GPS</Checkbox></FieldCol>
        <FieldCol name="noGeoFence" checkbox><Checkbox>No Geo Fence</Checkbox></FieldCol>
        <FieldCol name="evacuator" checkbox><Checkbox>Evacuator</Checkbox></FieldCol>
      </Row>
    </>
  );
}

/** Contact (document 1 §3). */
export function ContactFields() {
  return (
    <>
      <Divider orientation="left">Contact</Divider>
      <Row gutter={24}>
        <FieldCol name="name" label="Name"><Input /></FieldCol>
        <FieldCol name="title" label="Title"><Input /></FieldCol>
        <FieldCol name="mobile" label="Mobile"><Input /></FieldCol>
        <FieldCol name="phone" label="Phone"><Input /></FieldCol>
        <FieldCol name="fax" label="Fax"><Input /></FieldCol>
        <Col span={24} />
        <FieldCol name="physicalAddr" label="Physical Address"><TextArea /></FieldCol>
        <FieldCol name="postalAddr" label="Postal Address"><TextArea /></FieldCol>
      </Row>
    </>
  );
}
