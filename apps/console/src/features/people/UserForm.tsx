import { NEW_EMPLOYEE, PEOPLE_TEXT_LIMITS, PEOPLE_TEXTS, ROLE_IDS } from '@timekeep/contracts';
import { Card, Checkbox, Col, Divider, Flex, Form, Input, Row, Select, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { ROUTES } from '../../shared/paths';
import { useCompanySettings } from '../../auth/api';
import { FormButtons } from '../../ui/FormButtons';
import { KeptSecretInput, LimitedInput, TreeMultiSelect } from '../../ui/inputs';
import { confirmPasswordRules, emailRule, requiredRule, textRule } from '../../ui/validation';
import { useDetailSave } from '../../ui/use-detail-save';
import { EmployeeDetailFields, FieldCol, pinRule, SupervisionFields } from './EmployeeFields';
import { toFormValues, toPayload } from './form-values';
import { useDepartmentOptions } from '../structure/api';
import { HistoryButton } from '../history/HistoryButton';
import { PictureInput } from '../pictures/PictureInput';
import { keys, saveUser, useForwardToOptions, useRoles, useUser } from './api';
import { saveWarning } from './people-messages';
import styles from './people.module.css';

const SUPERVISOR = ROLE_IDS.Supervisor;

/**
 * User detail (document 1 §2): User Info, and Employee Info when Is Employee is on. Management
 * scope (departments) appears for the supervisor role; leave forwarding and the mobile app PIN
 * follow their switches.
 */
export function UserForm() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const settings = useCompanySettings().data;
  const roles = useRoles().data ?? [];
  const departments = useDepartmentOptions();
  const forwardTo = useForwardToOptions().data ?? [];
  const user = useUser(id);
  const roleId = Form.useWatch('roleId', form);
  const isEmployee = Form.useWatch('isEmployee', form);
  const isLeave = Form.useWatch('isLeave', form);
  const mobileApp = Form.useWatch('mobileApp', form);
  const { saving, save } = useDetailSave(form, {
    send: (values: Record<string, unknown>) =>
      saveUser({
        ...toPayload(values),
        exportDevisions: ((values.exportDevisions as string[] | undefined) ?? []).join(','),
        ...(id ? { id, version: user.data?.version, employeeVersion: user.data?.employee?.version ?? '' } : {}),
      }),
    warning: (code) => saveWarning(code, 'user'),
    success: PEOPLE_TEXTS.userSaved,
    failure: PEOPLE_TEXTS.userSaveFailed,
    invalidate: [keys.users, keys.employees],
    afterSave: (_reply, andContinue) => {
      if (!andContinue) navigate(ROUTES.userList);
    },
  });
  if ((id && !user.data) || !settings) return <Card>{user.error ? messageOf(user.error) : <Spin />}</Card>;

  const employeeDefaults = { ...NEW_EMPLOYEE, hireOnDateValue: dayjs() };
  const initial = user.data
    ? { ...toFormValues({ ...employeeDefaults, ...(user.data.employee ?? {}) }), ...user.data, employee: undefined }
    : { ...employeeDefaults, isEmployee: false, isLeave: false, mobileApp: false, departments: [], funs: [], exportDevisions: [] };

  return (
    <Card>
      <Flex justify="space-between" align="flex-start" gap={8}>
        <Typography.Title level={4} className={styles.heading}>
          {id ? `${user.data?.firstName} ${user.data?.lastName}` : 'New User'}
        </Typography.Title>
        {id && <HistoryButton kind="user" id={id} title={`${user.data?.firstName} ${user.data?.lastName}`} />}
      </Flex>
      <Form form={form} layout="vertical" initialValues={initial} className={styles.form} key={id ?? 'new'}>
        <Divider orientation="left">User Info</Divider>
        <Form.Item name="avatarFileName" label="Avatar">
          <PictureInput />
        </Form.Item>
        <Row gutter={24}>
          <FieldCol name="email" label="Email" rules={[requiredRule, emailRule, textRule('Email', 254)]}><LimitedInput max={254} autoComplete="off" /></FieldCol>
          <FieldCol name="firstName" label="First Name" rules={[requiredRule, textRule('First Name', PEOPLE_TEXT_LIMITS.firstName)]}><Input count={{ show: true, max: PEOPLE_TEXT_LIMITS.firstName }} /></FieldCol>
          <FieldCol name="lastName" label="Last Name" rules={[requiredRule, textRule('Last Name', PEOPLE_TEXT_LIMITS.lastName)]}><Input count={{ show: true, max: PEOPLE_TEXT_LIMITS.lastName }} /></FieldCol>
          <FieldCol name="middleName" label="Middle Name" rules={[textRule('Middle Name', PEOPLE_TEXT_LIMITS.middleName)]}><Input count={{ show: true, max: PEOPLE_TEXT_LIMITS.middleName }} /></FieldCol>
          <FieldCol name="password" label="Password"><Input.Password autoComplete="new-password" /></FieldCol>
          <FieldCol name="confirm_password" label="Confirm Password" rules={confirmPasswordRules('password').slice(1)}><Input.Password autoComplete="new-password" /></FieldCol>
          <FieldCol name="roleId" label="Role" rules={[requiredRule]}>
            <Select options={roles.map((r) => ({ value: r.id, label: r.name }))} />
          </FieldCol>
          {roleId === SUPERVISOR && (
            <SupervisionFields />
          )}
          <FieldCol name="exportDevisions" label="Export Divisions">
            <TreeMultiSelect treeData={departments} showSearch treeNodeFilterProp="title" />
          </FieldCol>
          <FieldCol name="isEmployee" checkbox><Checkbox>Is Employee</Checkbox></FieldCol>
          <FieldCol name="isLeave" checkbox><Checkbox>Leave Request Forwarding</Checkbox></FieldCol>
          {isLeave && (
            <FieldCol name="forwardTo" label="Forward To" rules={[requiredRule]}>
              <Select options={forwardTo.filter((o) => o.value !== id)} showSearch optionFilterProp="label" />
            </FieldCol>
          )}
          {settings.mobileApp && <FieldCol name="mobileApp" checkbox><Checkbox>Mobile App</Checkbox></FieldCol>}
          {settings.mobileApp && mobileApp && (
            <>
              <FieldCol name="pin" label="PIN" rules={[pinRule]}><KeptSecretInput maxLength={4} isSet={!!user.data?.hasPin} /></FieldCol>
              <FieldCol name="evacuator" checkbox><Checkbox>Evacuator</Checkbox></FieldCol>
            </>
          )}
        </Row>
        {isEmployee && (
          <>
            <Divider orientation="left">Employee Info</Divider>
            <EmployeeDetailFields settings={settings} forEmployee={roleId === ROLE_IDS.Employee} showReportTo={!id} />
          </>
        )}
        <Row>
          <Col span={24}>
            <FormButtons saving={saving} creating={!id} onCancel={() => navigate(ROUTES.userList)} onSave={save} />
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
