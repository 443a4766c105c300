import { DEFAULT_WORKPLACE_RADIUS, WORKPLACE_RADIUS_RANGE, WORKPLACE_TEXTS, WorkplaceDto } from '@timekeep/contracts';
import { Checkbox, Col, Form, Input, Modal, Row } from 'antd';
import { LimitedInput, LimitedTextArea, NumberInput } from '../../ui/inputs';
import { useDetailSave } from '../../ui/use-detail-save';
import { numberRule, requiredRule, textRule } from '../../ui/validation';
import { EmployeesPicker } from '../employee-picker/EmployeesPicker';
import { saveWorkplace } from './api';
import { workplaceWarning } from './workplace-messages';

interface Fields {
  name: string;
  workSiteStatus: boolean;
  siteCode?: string;
  address: string;
  coordinate: string;
  radius: number;
  description?: string;
  employeeIds: string[];
}

const COORDINATE = /^\s*-?\d{1,2}(\.\d+)?\s*,\s*-?\d{1,3}(\.\d+)?\s*$/;

/**
 * The workplace editor (document 3 §4, 1000 wide). Without a map service the address and the
 * circle's centre are typed in (docs/decisions/0018-jobs-tasks-workplaces.md); the preview link
 * opens the point on a map in a new tab.
 */
export function WorkplaceModal({ workplace, onClose }: { workplace: WorkplaceDto | 'new'; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<Fields>();
  const editing = workplace === 'new' ? null : workplace;
  const coordinate = Form.useWatch('coordinate', form);

  const { saving, save } = useDetailSave(form, {
    send: (values: Fields) => saveWorkplace({ ...values, ...(editing ? { id: editing.id, version: editing.version } : {}) }),
    warning: workplaceWarning,
    success: editing ? WORKPLACE_TEXTS.updated : WORKPLACE_TEXTS.created,
    failure: editing ? WORKPLACE_TEXTS.updateFailed : WORKPLACE_TEXTS.createFailed,
    invalidate: [],
    afterSave: () => onClose(true),
  });

  const initial: Fields = editing
    ? { ...editing, siteCode: editing.siteCode ?? undefined, description: editing.description ?? undefined }
    : { name: '', workSiteStatus: true, address: '', coordinate: '', radius: DEFAULT_WORKPLACE_RADIUS, employeeIds: [] };
  const [lat, lng] = (coordinate ?? '').split(',').map((v) => v.trim());
  return (
    <Modal open width={1000} title={editing ? 'Modify a Workplace' : 'Create a new Workplace'} okText="Save" onOk={() => void save(false)} confirmLoading={!!saving} onCancel={() => onClose(false)} destroyOnHidden>
      <Form<Fields> form={form} layout="vertical" initialValues={initial}>
        <Row gutter={24}>
          <Col span={12}>
            <Form.Item name="name" label="Mobile Site Name" rules={[requiredRule, textRule('Mobile Site Name', 100)]}>
              <LimitedInput max={100} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="siteCode" label="Site Code" rules={[textRule('Site Code', 20)]}>
              <LimitedInput max={20} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="workSiteStatus" label="Status" valuePropName="checked">
              <Checkbox>Active</Checkbox>
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="address" label="Pin Point Address" rules={[requiredRule, textRule('Pin Point Address', 300)]}>
              <LimitedInput max={300} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="coordinate"
              label="Geo Fence Centre (latitude,longitude)"
              rules={[requiredRule, { pattern: COORDINATE, message: 'Enter a latitude and a longitude, such as -36.8509,174.7645.' }]}
              extra={
                COORDINATE.test(coordinate ?? '') && (
                  <a href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`} target="_blank" rel="noreferrer">
                    Show on a map
                  </a>
                )
              }
            >
              <Input placeholder="-36.8509,174.7645" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="radius" label="Radius (m)" rules={[requiredRule, numberRule(WORKPLACE_RADIUS_RANGE)]}>
              <NumberInput precision={2} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="employeeIds" label="Employees">
              <EmployeesPicker known={(editing?.employees ?? []).map((e) => ({ value: e.id, label: e.name }))} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="description" label="Description" rules={[textRule('Description', 2000)]}>
              <LimitedTextArea max={2000} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
