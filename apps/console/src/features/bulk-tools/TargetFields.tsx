import { Form, Radio } from 'antd';
import { TreeMultiSelect } from '../../ui/inputs';
import { useDepartmentOptions } from '../structure/api';
import { EmployeesPicker } from '../employee-picker/EmployeesPicker';
import { BULK_TEXTS } from '@timekeep/contracts';

export interface TargetValues {
  byEmployee: boolean;
  employees?: string[];
  departments?: string[];
}

const chosen = { validator: (_: unknown, value?: string[]) => (value?.length ? Promise.resolve() : Promise.reject(new Error(BULK_TEXTS.chooseTargets))) };

/** By employee (searched on the server, at most 5 tags) or by department (the tree, with what lies below each). */
export function TargetFields() {
  const departments = useDepartmentOptions();
  const byEmployee = Form.useWatch<boolean>('byEmployee') ?? true;
  return (
    <>
      <Form.Item name="byEmployee">
        <Radio.Group
          optionType="button"
          options={[
            { value: true, label: 'By employee' },
            { value: false, label: 'By department' },
          ]}
        />
      </Form.Item>
      {byEmployee ? (
        <Form.Item name="employees" label="Employees" rules={[chosen]}>
          <EmployeesPicker known={[]} />
        </Form.Item>
      ) : (
        <Form.Item name="departments" label="Departments" rules={[chosen]}>
          <TreeMultiSelect treeData={departments} showSearch treeNodeFilterProp="title" />
        </Form.Item>
      )}
    </>
  );
}

/** Only the side the switch shows is sent. */
export const targetsOf = (v: TargetValues) => ({ employees: v.byEmployee ? (v.employees ?? []) : [], departments: v.byEmployee ? [] : (v.departments ?? []) });
