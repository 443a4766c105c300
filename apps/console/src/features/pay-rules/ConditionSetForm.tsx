import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type Compliance,
  CONDITION_SET_LIMITS,
  CONDITION_SET_NAME_TAKEN,
  CONDITION_TEMPLATE_NOTICE,
  ConditionRow,
  DEFAULT_COMPLIANCE,
  EMPLOYMENT_TYPES,
  EmploymentType,
  MinimumEngagement,
  type OtherwiseWorkingDayRuleFields,
  otherwiseWorkingDayRuleSchema,
  OWD_TEXT,
} from '@timekeep/contracts';
import { Alert, Button, Card, Checkbox, Col, Divider, Form, Radio, Row, Select, Space, Spin, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { ROUTES } from '../../shared/paths';
import { useDebounced } from '../../shared/use-debounced';
import { FormButtons } from '../../ui/FormButtons';
import { IconButton } from '../../ui/IconButton';
import { BlockSelect, LimitedInput, MultiSelect, NumberInput } from '../../ui/inputs';
import { useDetailSave } from '../../ui/use-detail-save';
import { requiredRule, textRule } from '../../ui/validation';
import { ComplianceFields } from './ComplianceFields';
import { conditionKeys, saveConditionSet, useActivePayTypes, useConditionPreview, useConditionSet, usePayGroupOptions } from './api';
import styles from './pay-rules.module.css';

interface Fields {
  name: string;
  active: boolean;
  combine: 'highest' | 'stack';
  payGroupIds: string[];
}

/** A row as the editor holds it: hours where the API keeps minutes, and a key for a row not yet saved. */
type EditRow = Omit<ConditionRow, 'id' | 'dailyMinutesOver' | 'weeklyMinutesOver' | 'payTypeId'> & {
  key: string;
  id?: string;
  payTypeId: string | null;
  dailyHoursOver: number | null;
  weeklyHoursOver: number | null;
};

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const HOLIDAY_CHOICES = [
  { value: 'any', label: 'Any day' },
  { value: 'never', label: 'Not on a public holiday' },
  { value: 'only', label: 'Only on a public holiday' },
];
const half = { xs: 24, md: 12, xl: 6 };
const toHours = (minutes: number | null) => (minutes === null ? null : minutes / 60);
const toMinutes = (hours: number | null) => (hours === null ? null : Math.round(hours * 60));

let nextKey = 0;
const newRow = (): EditRow => ({ key: `new-${nextKey++}`, name: '', days: [], window: null, publicHoliday: 'any', employmentTypes: [], dailyHoursOver: null, weeklyHoursOver: null, consecutiveDaysOver: null, payTypeId: null });
const editRow = (row: ConditionRow): EditRow => ({ ...row, key: row.id, dailyHoursOver: toHours(row.dailyMinutesOver), weeklyHoursOver: toHours(row.weeklyMinutesOver) });
const sentRow = ({ key: _k, dailyHoursOver, weeklyHoursOver, ...row }: EditRow) => ({ ...row, payTypeId: row.payTypeId ?? '', dailyMinutesOver: toMinutes(dailyHoursOver), weeklyMinutesOver: toMinutes(weeklyHoursOver) });

/** A window typed as "18:00-24:00"; blank is the whole day. Kept as typed while it is not yet one. */
const windowText = (row: EditRow) => (row.window ? `${row.window.from}-${row.window.to}` : '');
function parsedWindow(text: string): EditRow['window'] | undefined {
  const value = text.trim();
  if (!value) return null;
  const match = /^(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})$/.exec(value);
  return match ? { from: match[1], to: match[2] } : undefined;
}

const shiftLabel = (from: string, to: string) => {
  const day = new Date(`${from.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  return `${day} ${from.slice(11)}-${to.slice(11)}`;
};

/**
 * The pay conditions editor (issue 32 §5, ADR 0074): the set's pay groups and how its conditions
 * combine, a card per condition (when: days, window, public holiday, employment type, thresholds; pay
 * as: a pay type), the minimum engagement, and the sample week paid under it live as the user edits.
 */
export function ConditionSetForm() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<Fields>();
  const set = useConditionSet(id);
  const payTypes = useActivePayTypes();
  const payGroups = usePayGroupOptions();
  const [rows, setRows] = useState<EditRow[] | null>(null);
  const [windows, setWindows] = useState<Record<string, string>>({});
  const [engagement, setEngagement] = useState<MinimumEngagement | null | undefined>(undefined);
  const [compliance, setCompliance] = useState<Compliance | undefined>(undefined);
  const [owd, setOwd] = useState<OtherwiseWorkingDayRuleFields | null | undefined>(undefined);
  const [sampleType, setSampleType] = useState<EmploymentType | 'none'>('Casual');
  const combine = Form.useWatch('combine', form);

  const loaded = !id || !!set.data;
  const currentRows = rows ?? (set.data ? set.data.conditions.map(editRow) : [newRow()]);
  // A blank row says what it lacks once it is edited or a save is tried, not as soon as it appears.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const currentEngagement = engagement === undefined ? (set.data?.minimumEngagement ?? null) : engagement;
  const currentCompliance = compliance ?? set.data?.compliance ?? DEFAULT_COMPLIANCE;
  const currentOwd = owd === undefined ? (set.data?.otherwiseWorkingDay ?? null) : owd;
  const owdWrong = !!currentOwd && !otherwiseWorkingDayRuleSchema.safeParse(currentOwd).success;
  const edit = (key: string, change: Partial<EditRow>) => {
    setTouched((keys) => new Set(keys).add(key));
    setRows(currentRows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  };

  const body = { combine: combine ?? set.data?.combine ?? 'highest', conditions: currentRows.map(sentRow), minimumEngagement: currentEngagement };
  const complete = currentRows.every((r) => r.payTypeId && r.name.trim()) && (!currentEngagement || !!currentEngagement.payTypeId);
  const previewBody = useDebounced(loaded && complete ? { ...body, employmentType: sampleType === 'none' ? null : sampleType } : null, 300);
  const preview = useConditionPreview(previewBody);

  const { saving, save } = useDetailSave(form, {
    send: (values: Fields) => saveConditionSet({ ...values, ...body, compliance: currentCompliance, otherwiseWorkingDay: currentOwd, ...(id ? { id, version: set.data?.version } : {}) }),
    warning: (code) => (code === 'exist' ? CONDITION_SET_NAME_TAKEN : code),
    success: 'Pay conditions are saved successfully.',
    failure: 'Failed to save pay conditions.',
    invalidate: [conditionKeys.sets],
    afterSave: (_reply, andContinue) => {
      if (!andContinue) return navigate(ROUTES.payConditionsList);
      setRows(null);
      setEngagement(undefined);
      setCompliance(undefined);
      setOwd(undefined);
    },
  });
  if (!loaded) return <Card>{set.error ? messageOf(set.error) : <Spin />}</Card>;

  const payTypeOptions = (payTypes.data?.items ?? []).filter((t) => !t.leaveStatus && !t.isAllowance).map((t) => ({ value: t.id, label: t.name.includes('%') ? t.name : `${t.name} (${Math.round(t.payRateFactor * 100)}%)` }));
  const initial: Fields = set.data ? { name: set.data.name, active: set.data.active, combine: set.data.combine, payGroupIds: set.data.payGroupIds } : { name: '', active: true, combine: 'highest', payGroupIds: [] };

  const conditionCard = (row: EditRow, index: number) => {
    const typed = windows[row.key] ?? windowText(row);
    const windowBad = parsedWindow(typed) === undefined;
    const label = row.name.trim() || `Condition ${index + 1}`;
    const say = tried || touched.has(row.key);
    const nameMissing = say && !row.name.trim();
    const payTypeMissing = say && !row.payTypeId;
    return (
      <Card
        key={row.key}
        size="small"
        className={styles.conditionCard}
        title={label}
        extra={<IconButton type="text" danger icon={<DeleteOutlined />} label={`Remove ${label}`} onClick={() => setRows(currentRows.filter((r) => r.key !== row.key))} tip="Remove" />}
      >
        <Row gutter={12}>
          <Col {...half}>
            <Form.Item label="Name" required validateStatus={nameMissing ? 'error' : undefined} help={nameMissing ? 'Enter a name.' : undefined}>
              <LimitedInput aria-label={`Name of condition ${index + 1}`} max={CONDITION_SET_LIMITS.name} value={row.name} onChange={(e) => edit(row.key, { name: e.target.value })} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="Pay as" required validateStatus={payTypeMissing ? 'error' : undefined} help={payTypeMissing ? 'Choose a pay type from the list.' : undefined}>
              <BlockSelect<string> aria-label={`Pay type of ${label}`} showSearch optionFilterProp="label" value={row.payTypeId ?? undefined} options={payTypeOptions} onChange={(v) => edit(row.key, { payTypeId: v })} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="Time of day" validateStatus={windowBad ? 'error' : undefined} help={windowBad ? 'HH:mm-HH:mm, such as 18:00-24:00; blank for the whole day.' : undefined}>
              <LimitedInput
                aria-label={`Time of day of ${label}`}
                max={11}
                placeholder="Whole day"
                value={typed}
                onChange={(e) => {
                  setWindows({ ...windows, [row.key]: e.target.value });
                  const window = parsedWindow(e.target.value);
                  if (window !== undefined) edit(row.key, { window });
                }}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="Public holidays">
              <BlockSelect aria-label={`Public holidays of ${label}`} value={row.publicHoliday} options={HOLIDAY_CHOICES} onChange={(v) => edit(row.key, { publicHoliday: v as EditRow['publicHoliday'] })} />
            </Form.Item>
          </Col>
          <Col xs={24} xl={12}>
            <Form.Item label="Days (none ticked: every day)">
              <Checkbox.Group aria-label={`Days of ${label}`} value={row.days} options={DAYS.map((d, i) => ({ value: i, label: d }))} onChange={(days) => edit(row.key, { days: (days as number[]).sort() })} />
            </Form.Item>
          </Col>
          <Col xs={24} xl={12}>
            <Form.Item label="Employment types (none: everyone)">
              <Checkbox.Group aria-label={`Employment types of ${label}`} value={row.employmentTypes} options={EMPLOYMENT_TYPES.map((t) => ({ value: t, label: t }))} onChange={(types) => edit(row.key, { employmentTypes: types as EmploymentType[] })} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="After hours in the day">
              <NumberInput aria-label={`Daily threshold of ${label}`} placeholder="From the first" value={row.dailyHoursOver} onChange={(v) => edit(row.key, { dailyHoursOver: v ?? null })} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="After hours in the week">
              <NumberInput aria-label={`Weekly threshold of ${label}`} placeholder="From the first" value={row.weeklyHoursOver} onChange={(v) => edit(row.key, { weeklyHoursOver: v ?? null })} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="After consecutive days">
              <NumberInput aria-label={`Consecutive days of ${label}`} placeholder="Any day" value={row.consecutiveDaysOver} onChange={(v) => edit(row.key, { consecutiveDaysOver: v ?? null })} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
    );
  };

  const engagementMinutes = (type: EmploymentType) => currentEngagement?.minutes[type];
  const setEngagementHours = (type: EmploymentType, hours: number | null) =>
    currentEngagement && setEngagement({ ...currentEngagement, minutes: { ...currentEngagement.minutes, [type]: hours === null ? undefined : Math.round(hours * 60) } });

  return (
    <Card className={styles.editor} title={id ? `Pay Conditions: ${set.data?.name ?? ''}` : 'New Pay Conditions'} extra={set.data?.template && <Tag>From template {set.data.template.id}</Tag>}>
      {set.data?.template && (
        <Alert
          type="warning"
          showIcon
          className={styles.notice}
          message={CONDITION_TEMPLATE_NOTICE}
          description={`${set.data.template.source}, from ${set.data.template.effectiveFrom}.`}
        />
      )}
      <Form<Fields> form={form} layout="vertical" initialValues={initial} key={set.data?.version ?? 'new'}>
        <Row gutter={16}>
          <Col xs={24} md={12} xl={8}>
            <Form.Item name="name" label="Name" rules={[requiredRule, textRule('Name', CONDITION_SET_LIMITS.name)]}>
              <LimitedInput max={CONDITION_SET_LIMITS.name} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={10}>
            <Form.Item name="payGroupIds" label="Pay Groups">
              <MultiSelect aria-label="Pay Groups" options={payGroups.data ?? []} />
            </Form.Item>
          </Col>
          <Col xs={24} xl={6}>
            <Form.Item name="active" label="Active" valuePropName="checked">
              <Switch aria-label="Active" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="combine" label="When two conditions hold at once">
              <Radio.Group>
                <Space direction="vertical">
                  <Radio value="highest">Pay the highest rate once (a casual's Sunday is 175%, not 125% + 175%)</Radio>
                  <Radio value="stack">Pay ordinary time and add each condition on top (loadings)</Radio>
                </Space>
              </Radio.Group>
            </Form.Item>
          </Col>
        </Row>
      </Form>

      <Divider orientation="left">Conditions</Divider>
      <Typography.Paragraph type="secondary">Ordinary time is cut at midnight, at each time of day and at each threshold; time no condition holds for is paid as the pay group pays it.</Typography.Paragraph>
      {/* The rows' fields are the component's state, not a form's: this Form only lays their labels above them. */}
      <Form layout="vertical" component="div">
        {currentRows.map(conditionCard)}
      </Form>
      <Button className={styles.addRow} icon={<PlusOutlined />} disabled={currentRows.length >= CONDITION_SET_LIMITS.conditions} onClick={() => setRows([...currentRows, newRow()])}>
        Add Condition
      </Button>

      <Divider orientation="left">Minimum engagement</Divider>
      <Space direction="vertical" className={styles.fullWidth}>
        <Switch
          aria-label="Minimum engagement"
          checkedChildren="On"
          unCheckedChildren="Off"
          checked={!!currentEngagement}
          onChange={(on) => setEngagement(on ? { minutes: { Casual: 180 }, payTypeId: '' } : null)}
        />
        {currentEngagement && (
          <Form layout="vertical" component="div">
          <Row gutter={12}>
            {EMPLOYMENT_TYPES.map((type) => (
              <Col key={type} {...half}>
                <Form.Item label={`${type} (hours)`}>
                  <NumberInput aria-label={`Minimum hours, ${type}`} placeholder="None" value={engagementMinutes(type) === undefined ? null : (engagementMinutes(type) as number) / 60} onChange={(v) => setEngagementHours(type, v ?? null)} />
                </Form.Item>
              </Col>
            ))}
            <Col {...half}>
              <Form.Item label="Top up as" required validateStatus={currentEngagement.payTypeId ? undefined : 'error'} help={currentEngagement.payTypeId ? undefined : 'Choose a pay type from the list.'}>
                <BlockSelect<string> aria-label="Minimum engagement pay type" value={currentEngagement.payTypeId || undefined} options={payTypeOptions} onChange={(v) => setEngagement({ ...currentEngagement, payTypeId: v })} />
              </Form.Item>
            </Col>
          </Row>
          </Form>
        )}
      </Space>

      <Divider orientation="left">Public holidays not worked</Divider>
      <Typography.Paragraph type="secondary">
        A public holiday is paid when it would otherwise have been a working day for her: rostered to work it, or, with the look-back on, worked on enough of the same weekdays before it (New Zealand&apos;s Holidays Act s 12). The timesheet&apos;s day says which.
      </Typography.Paragraph>
      <Space direction="vertical" className={styles.fullWidth}>
        <Switch aria-label="Otherwise working day look-back" checkedChildren="On" unCheckedChildren="Off" checked={!!currentOwd} onChange={(on) => setOwd(on ? { lookBack: 6, atLeast: 4 } : null)} />
        {currentOwd && (
          <Form layout="vertical" component="div">
            <Row gutter={12}>
              <Col {...half}>
                <Form.Item label="Worked at least (days)" validateStatus={owdWrong ? 'error' : undefined} help={owdWrong ? OWD_TEXT : undefined}>
                  <NumberInput aria-label="Worked at least, days" precision={0} value={currentOwd.atLeast} onChange={(v) => setOwd({ ...currentOwd, atLeast: v ?? 0 })} />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item label="Of the last (same weekdays)">
                  <NumberInput aria-label="Of the last, same weekdays" precision={0} value={currentOwd.lookBack} onChange={(v) => setOwd({ ...currentOwd, lookBack: v ?? 0 })} />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        )}
      </Space>

      <Divider orientation="left">Roster checks</Divider>
      <Typography.Paragraph type="secondary">
        How the roster checks the shifts of these pay groups&apos; people: Warn shows the warning on the shift and the week; Block refuses the change that breaks the rule.
      </Typography.Paragraph>
      <ComplianceFields value={currentCompliance} onChange={setCompliance} />

      <Divider orientation="left">Worked example</Divider>
      <Space wrap className={styles.previewBar}>
        <Typography.Text>A sample week for</Typography.Text>
        <Select<EmploymentType | 'none'>
          aria-label="Sample employment type"
          value={sampleType}
          onChange={setSampleType}
          options={[...EMPLOYMENT_TYPES.map((t) => ({ value: t, label: t })), { value: 'none' as const, label: 'No employment type' }]}
        />
      </Space>
      {!complete ? (
        <Alert type="info" showIcon message="Name every condition and choose what it pays as to see the sample week paid." />
      ) : preview.data?.problem ? (
        <Alert type="error" showIcon message={preview.data.problem} />
      ) : (
        <Table
          size="small"
          rowKey="from"
          pagination={false}
          loading={preview.isFetching && !preview.data}
          dataSource={preview.data?.shifts ?? []}
          columns={[
            { title: 'Shift', key: 'shift', render: (_, s) => (<>{shiftLabel(s.from, s.to)}{s.holiday && <Tag color="gold" className={styles.holidayTag}>{s.holiday}</Tag>}</>) },
            {
              title: 'Paid as',
              key: 'lines',
              render: (_, s) => (
                <Space size={[4, 4]} wrap>
                  {s.lines.map((l) => (
                    <Tag key={`${l.payTypeName}-${l.conditionName}`} title={l.conditionName ? `Condition: ${l.conditionName}` : undefined}>
                      {l.payTypeName}: {l.hours.toFixed(2)} h
                    </Tag>
                  ))}
                </Space>
              ),
            },
          ]}
        />
      )}
      <Divider />
      <FormButtons
        saving={saving}
        creating={!id}
        onCancel={() => navigate(-1)}
        onSave={(andContinue) => {
          setTried(true);
          void save(andContinue);
        }}
      />
    </Card>
  );
}
