import { TRANSFER_TEXTS } from '@timekeep/contracts';
import { App, Button, Col, Form, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { messageOf, saveFile } from '../../api/http';
import { DateRangeInput } from '../../ui/inputs';
import { requiredRule, validated } from '../../ui/validation';
import { downloadSapJobCosting } from './api';

interface Values {
  period: [Dayjs, Dayjs];
}

/** SAP (document 3 §2): the date period's approved hours as TimesheetTransfer.csv (layout: docs/sap-job-costing.md). */
export function SapTransfer() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [downloading, setDownloading] = useState(false);

  async function submit() {
    const values = await validated(form);
    if (!values) return;
    const [from, to] = values.period;
    setDownloading(true);
    try {
      const file = await downloadSapJobCosting({ startDate: from.format('YYYY-MM-DD'), endDate: to.format('YYYY-MM-DD') });
      saveFile(file.blob, file.fileName);
      message.success(TRANSFER_TEXTS.downloaded);
    } catch (error) {
      message.error(messageOf(error, TRANSFER_TEXTS.downloadFailed));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Form form={form} layout="vertical" initialValues={{ period: [dayjs(), dayjs()] }}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="period" label="Date period" rules={[requiredRule]}>
            <DateRangeInput />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" loading={downloading} onClick={submit}>
        Download
      </Button>
    </Form>
  );
}
