import { Action, NEW_EMPLOYEE, PayrollType, PEOPLE_TEXT_LIMITS, PEOPLE_TEXTS, Resource } from '@timekeep/contracts';
import { Card, Checkbox, Col, Divider, Flex, Form, Input, Row, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { ROUTES } from '../../shared/paths';
import { useCan, useCompanySettings } from '../../auth/api';
import { FormButtons } from '../../ui/FormButtons';
import { confirmPasswordRules, emailRule, requiredRule, textRule } from '../../ui/validation';
import { useDetailSave } from '../../ui/use-detail-save';
import { HistoryButton } from '../history/HistoryButton';
import { PictureInput } from '../pictures/PictureInput';
import { ContactFields, EmployeeDetailFields, FieldCol, GreenTreeFields, MobileAppFields, SupervisorFields } from './EmployeeFields';
import { toFormValues, toPayload } from './form-values';
import { fetchNextClockId, keys, saveEmployee, useEmployee, useLicenceUse, useNextClockId } from './api';
import { saveWarning } from './people-messages';
import styles from './people.module.css';
import { LimitedInput } from '../../ui/inputs';
import { EmploymentTypes } from './EmploymentTypes';
import { WorkingDays } from './WorkingDays';

/**
 * Employee detail (document 1 §2): Detail, GreenTree (GreenTree payroll only), Mobile App (with
 * the mobile app only) and Contact. The subtitle shows licences; create offers 'Save and continue
 * to create' and suggests the next clock ID.
 */
export function EmployeeForm() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const settings = useCompanySettings().data;
  const can = useCan();
  const licences = useLicenceUse().data;
  const employee = useEmployee(id);
  const nextClockId = useNextClockId(!id);
  const changePassword = Form.useWatch('changePassword', form);
  const { saving, save } = useDetailSave(form, {
    send: (values: Record<string, unknown>) => saveEmployee({ ...toPayload(values), ...(id ? { employeeId: id, id: employee.data?.userId ?? '', version: employee.data?.version } : {}) }),
    warning: (code) => saveWarning(code, 'employee'),
    success: PEOPLE_TEXTS.employeeSaved,
    failure: PEOPLE_TEXTS.employeeSaveFailed,
    invalidate: [keys.employees],
    afterSave: async (_reply, andContinue) => {
      if (!andContinue) return navigate(ROUTES.employeeList);
      form.setFieldsValue({ clockId: await fetchNextClockId() });
    },
  });
  if ((id && !employee.data) || !settings || (!id && !nextClockId.data)) return <Card>{employee.error ? messageOf(employee.error) : <Spin />}</Card>;

  const initial = employee.data ? toFormValues({ ...employee.data }) : { ...NEW_EMPLOYEE, clockId: nextClockId.data?.clockId, hireOnDateValue: dayjs() };
  // The server refuses another person's email, password or PIN to someone without the right to
  // update users, and any change to an account above the caller's role (ADR 0047): not offered then.
  const accountLocked = !!employee.data && !employee.data.mayChangeAccount;
  const settingPassword = !accountLocked && (!id || changePassword);

  return (
    <Card>
      <Flex justify="space-between" align="flex-start" gap={8}>
        <div>
          <Typography.Title level={4} className={styles.heading}>
            {id ? `${employee.data?.firstName} ${employee.data?.lastName}` : 'New Employee'}
          </Typography.Title>
          {licences && (
            <Typography.Text type="secondary">
              Subscribed licences: {licences.employees.licensed}, remaining: {Math.max(0, licences.employees.licensed - licences.employees.used)}
            </Typography.Text>
          )}
        </div>
        {id && <HistoryButton kind="employee" id={id} title={`${employee.data?.firstName} ${employee.data?.lastName}`} />}
      </Flex>
      <Form form={form} layout="vertical" initialValues={initial} className={styles.form} key={id ?? 'new'}>
        <Divider orientation="left">Detail</Divider>
        <Form.Item name="avatarFileName" label="Photo">
          <PictureInput />
        </Form.Item>
        <Row gutter={24}>
          <FieldCol name="firstName" label="First Name" rules={[requiredRule, textRule('First Name', PEOPLE_TEXT_LIMITS.firstName)]}><Input count={{ show: true, max: PEOPLE_TEXT_LIMITS.firstName }} /></FieldCol>
          <FieldCol name="middleName" label="Middle Name" rules={[textRule('Middle Name', PEOPLE_TEXT_LIMITS.middleName)]}><Input count={{ show: true, max: PEOPLE_TEXT_LIMITS.middleName }} /></FieldCol>
          <FieldCol name="lastName" label="Last Name" rules={[requiredRule, textRule('Last Name', PEOPLE_TEXT_LIMITS.lastName)]}><Input count={{ show: true, max: PEOPLE_TEXT_LIMITS.lastName }} /></FieldCol>
          <FieldCol name="email" label="Email" rules={[emailRule, textRule('Email', 254)]} extra={accountLocked ? PEOPLE_TEXTS.signInNotYours : undefined}>
            <LimitedInput max={254} autoComplete="off" disabled={accountLocked} />
          </FieldCol>
          {id && !accountLocked && (
            <FieldCol name="changePassword" checkbox>
              <Checkbox>Change Password</Checkbox>
            </FieldCol>
          )}
          {settingPassword && (
            <>
              <FieldCol name="password" label="Password"><Input.Password autoComplete="new-password" /></FieldCol>
              <FieldCol name="confirm_password" label="Confirm Password" rules={confirmPasswordRules('password').slice(1)}><Input.Password autoComplete="new-password" /></FieldCol>
            </>
          )}
        </Row>
        <EmployeeDetailFields settings={settings} forEmployee showReportTo />
        <SupervisorFields />
        {settings.outFaceTypeId === PayrollType.GreenTreeJobCosting && <GreenTreeFields />}
        {settings.mobileApp && <MobileAppFields hasPin={!!employee.data?.hasPin} pinEditable={!accountLocked} />}
        <ContactFields />
        <Row>
          <Col span={24}>
            <FormButtons saving={saving} creating={!id} onCancel={() => navigate(ROUTES.employeeList)} onSave={save} />
          </Col>
        </Row>
      </Form>
      {id && <EmploymentTypes employeeId={id} editable={can(Resource.Employee, Action.Update)} />}
      {id && <WorkingDays employeeId={id} editable={can(Resource.Employee, Action.Update)} />}
    </Card>
  );
}
