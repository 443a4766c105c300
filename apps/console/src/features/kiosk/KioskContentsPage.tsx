import { ContactsOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, DEFAULT_KIOSK_CONTENT_TYPE, KIOSK_CONTENT_TYPES, KIOSK_USER_TYPES, type KioskContents, type KioskUserType, Resource } from '@timekeep/contracts';
import { App, Button, Card, Col, Form, Row, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../shared/paths';
import { messageOf } from '../../api/http';
import { useCan } from '../../auth/api';
import { LimitedInput, TextArea } from '../../ui/inputs';
import { PageTitle } from '../../ui/PageTitle';
import { requiredRule, textRule, validated } from '../../ui/validation';
import { keys, saveKioskContents, useKioskContents } from './api';
import styles from './kiosk.module.css';
import { IconButton } from '../../ui/IconButton';

type Values = Pick<KioskContents, 'kioskUserTypeToLabelMap' | 'kioskUserTypeToKioskContentsMap'>;

const FAILED = 'Failed to update Kiosk contents.';
const TYPE_OPTIONS = KIOSK_CONTENT_TYPES.map((t) => ({ value: t, label: t }));

/** One card: its label and its items, each a type and its content (an address, or Html). */
function UserTypeCard({ type, disabled }: { type: KioskUserType; disabled: boolean }) {
  return (
    <Card title={type} size="small">
      <Form.Item name={['kioskUserTypeToLabelMap', type]} label="Label" rules={[requiredRule, textRule('Label', 60)]}>
        <LimitedInput max={60} disabled={disabled} />
      </Form.Item>
      <Form.List name={['kioskUserTypeToKioskContentsMap', type]}>
        {(items, { add, remove }) => (
          <>
            {items.map((item, index) => (
              <div key={item.key} className={styles.item}>
                <Form.Item name={[item.name, 'kioskContentType']} noStyle>
                  <Select aria-label={`${type} item ${index + 1} type`} options={TYPE_OPTIONS} className={styles.itemType} disabled={disabled} />
                </Form.Item>
                <Form.Item name={[item.name, 'content']} rules={[requiredRule]} noStyle>
                  <TextArea aria-label={`${type} item ${index + 1} content`} className={styles.itemContent} autoSize={{ minRows: 1, maxRows: 6 }} placeholder="https://… or Html" disabled={disabled} />
                </Form.Item>
                {!disabled && <IconButton type="text" icon={<DeleteOutlined />} label={`Remove ${type} item ${index + 1}`} onClick={() => remove(item.name)} tip="Remove" />}
              </div>
            ))}
            {!disabled && (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ kioskContentType: DEFAULT_KIOSK_CONTENT_TYPE, content: '' })}>
                Add {type} item
              </Button>
            )}
          </>
        )}
      </Form.List>
    </Card>
  );
}

/** Kiosk contents (/kiosk-contents/edit, document 3 §2): the Visitor and Contractor cards and Save. */
export function KioskContentsPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const can = useCan();
  const mayEdit = can(Resource.Settings, Action.Update);
  const [form] = Form.useForm<Values>();
  const contents = useKioskContents();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (contents.data) form.setFieldsValue(contents.data);
  }, [contents.data, form]);

  async function save() {
    const values = await validated(form);
    if (!values || !contents.data) return;
    setSaving(true);
    try {
      const reply = await saveKioskContents({ ...values, version: contents.data.version });
      if (reply.message !== 'success') message.error(FAILED);
      else {
        message.success('Kiosk contents are updated successfully.');
        await queryClient.invalidateQueries({ queryKey: keys.contents });
      }
    } catch (error) {
      message.error(messageOf(error, FAILED));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card loading={contents.isLoading}>
      <PageTitle>Kiosk</PageTitle>
      <Form form={form} layout="vertical">
        <Row gutter={16} className={styles.cards}>
          {KIOSK_USER_TYPES.map((type) => (
            <Col key={type} xs={24} lg={12}>
              <UserTypeCard type={type} disabled={!mayEdit} />
            </Col>
          ))}
        </Row>
        <Space>
          {mayEdit && (
            <Button type="primary" loading={saving} onClick={() => void save()}>
              Save
            </Button>
          )}
          {/* Whom visitors can ask for is kept on its own screen (Settings → Kiosk Contacts). */}
          <Link to={ROUTES.kioskContacts}>
            <ContactsOutlined /> Kiosk Contacts
          </Link>
        </Space>
      </Form>
    </Card>
  );
}
