import { Action, NEW_SCHEDULE_TEMPLATE, Resource, SCHEDULE_NUMBERS, SCHEDULE_PERIOD_TYPES, SCHEDULE_TEXTS, SchedulePeriodType, ScheduleRuleDto, WorkSectionDto } from '@timekeep/contracts';
import { App, Button, Card, Checkbox, Col, Form, Row, Select, Space, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { ROUTES } from '../../shared/paths';
import { useCan, useCompanySettings } from '../../auth/api';
import { FormButtons } from '../../ui/FormButtons';
import { DateInput, LimitedInput, NumberInput } from '../../ui/inputs';
import { PageTitle } from '../../ui/PageTitle';
import { useDetailSave } from '../../ui/use-detail-save';
import { numberRule, requiredRule, textRule } from '../../ui/validation';
import { QUERY_ROOTS } from '../../api/query-roots';
import { EmployeesPicker } from '../employee-picker/EmployeesPicker';
import { keys, saveTemplate, useTemplate } from './api';
import { DayModal } from './DayModal';
import { newSectionRefusal, resizeRules, rulesToSend, sortedSections } from './schedule-rules';
import styles from './scheduling.module.css';
import { ScheduleGrid } from './ScheduleGrid';
import { blankSection, SectionModal } from './SectionModal';

type Fields = { name: string; active: boolean; periodType: SchedulePeriodType; periods: number; days: number; startDate: Dayjs; employeeIds: string[]; autoPunch?: boolean; outPunchOnly?: boolean };
type Editing = { num: number; section: WorkSectionDto } | null;
type TemplateDay = ScheduleRuleDto & { key: string };

const warningOf = (code: string) => (code in SCHEDULE_TEXTS ? SCHEDULE_TEXTS[code as keyof typeof SCHEDULE_TEXTS] : code);

/**
 * Schedule template detail (document 1 §2): the template's fields on the left, its days on the
 * right, one column each with its title, scheduled hours and sections.
 */
export function ScheduleTemplateForm() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();
  const { message } = App.useApp();
  const can = useCan();
  const settings = useCompanySettings().data;
  const [form] = Form.useForm<Fields>();
  const template = useTemplate(id);
  const [rules, setRules] = useState<ScheduleRuleDto[] | null>(null);
  const [day, setDay] = useState<TemplateDay | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const mayEdit = can(Resource.ScheduleTemplate, id ? Action.Update : Action.Create);
  const { saving, save } = useDetailSave(form, {
    send: (v: Fields) =>
      saveTemplate({
        ...v,
        startDate: v.startDate.format('YYYY-MM-DD'),
        scheduleType: 'template',
        scheduleRules: rulesToSend(shown),
        ...(id ? { id, version: template.data?.version } : {}),
      }).then((reply) => (reply.message === 'payOnFinishDayConflicts' ? { ...reply, message: `Warning: ${reply.employee} is setting pay on finish day, It is not allowed to have overnight shift.` } : reply)),
    warning: warningOf,
    success: SCHEDULE_TEXTS.saved,
    failure: SCHEDULE_TEXTS.saveFailed,
    invalidate: [keys.templates, keys.templateOptions, QUERY_ROOTS.employees],
    afterSave: (_reply, andContinue) => {
      if (!andContinue) navigate(ROUTES.scheduleList);
      else setRules(null);
    },
  });
  if ((id && !template.data) || !settings) return <Card>{template.error ? messageOf(template.error) : <Spin />}</Card>;

  const initial: Fields = template.data
    ? { ...template.data, startDate: dayjs(template.data.startDate) }
    : { name: '', ...NEW_SCHEDULE_TEMPLATE, startDate: dayjs(), employeeIds: [] };
  const shown = rules ?? template.data?.scheduleRules ?? resizeRules([], initial.periodType, initial.periods, initial.days);
  const resize = () => {
    const v = form.getFieldsValue();
    setRules(resizeRules(shown, v.periodType, v.periods ?? 1, v.days ?? 1));
  };
  const gridDays: TemplateDay[] = shown.map((r) => ({ ...r, key: String(r.num) }));
  const replaceRule = (rule: ScheduleRuleDto) => setRules(shown.map((r) => (r.num === rule.num ? rule : r)));

  function newSection(rule: ScheduleRuleDto) {
    const refusal = newSectionRefusal(rule, !!settings?.multiShiftView);
    if (refusal) message.warning(refusal);
    else setEditing({ num: rule.num, section: blankSection(0) });
  }
  function saveSection(section: WorkSectionDto) {
    const rule = shown.find((r) => r.num === editing?.num);
    if (!rule) return;
    const others = rule.workSections.filter((s) => s.id !== section.id);
    replaceRule({ ...rule, workSections: sortedSections([...others, section]) });
    setEditing(null);
  }
  const deleteSection = (rule: ScheduleRuleDto, section: WorkSectionDto) => replaceRule({ ...rule, workSections: rule.workSections.filter((s) => s.id !== section.id) });

  return (
    <Card>
      <PageTitle>{id ? template.data?.name : 'New Schedule Template'}</PageTitle>
      <Row gutter={24} wrap={false}>
        <Col flex="340px">
          <Form form={form} layout="vertical" initialValues={initial} key={id ?? 'new'} disabled={!mayEdit} onValuesChange={(changed) => ('periodType' in changed || 'periods' in changed || 'days' in changed) && resize()}>
            <Form.Item name="name" label="Name" rules={[requiredRule, textRule('Name', 100)]}>
              <LimitedInput max={100} />
            </Form.Item>
            <Form.Item name="active" valuePropName="checked">
              <Checkbox disabled={!id}>Active</Checkbox>
            </Form.Item>
            <Form.Item name="periodType" label="Period Type" rules={[requiredRule]}>
              <Select disabled={!!id} options={SCHEDULE_PERIOD_TYPES.map((t) => ({ value: t, label: t }))} />
            </Form.Item>
            <Form.Item noStyle dependencies={['periodType']}>
              {({ getFieldValue }) => (
                <Space>
                  <Form.Item name="periods" label="Periods" rules={[numberRule(SCHEDULE_NUMBERS.periods)]}>
                    <NumberInput block={false} disabled={getFieldValue('periodType') !== 'Custom' || !!id} />
                  </Form.Item>
                  <Form.Item name="days" label="Days Per Period" rules={[numberRule(SCHEDULE_NUMBERS.days)]}>
                    <NumberInput block={false} disabled={getFieldValue('periodType') !== 'Custom' || !!id} />
                  </Form.Item>
                </Space>
              )}
            </Form.Item>
            <Form.Item name="startDate" label="Start Date" rules={[requiredRule]}>
              <DateInput />
            </Form.Item>
            {settings.allowAutoPunch && (
              <Space>
                <Form.Item name="autoPunch" valuePropName="checked">
                  <Checkbox>Auto Punch</Checkbox>
                </Form.Item>
                <Form.Item noStyle dependencies={['autoPunch']}>
                  {({ getFieldValue }) => (
                    <Form.Item name="outPunchOnly" valuePropName="checked">
                      <Checkbox disabled={!getFieldValue('autoPunch')}>Out Punch Only</Checkbox>
                    </Form.Item>
                  )}
                </Form.Item>
              </Space>
            )}
            <Form.Item name="employeeIds" label="Employees">
              <EmployeesPicker known={(template.data?.employees ?? []).map((e) => ({ value: e.id, label: e.name }))} />
            </Form.Item>
          </Form>
          {mayEdit ? <FormButtons saving={saving} creating={!id} onCancel={() => navigate(ROUTES.scheduleList)} onSave={save} /> : <Button onClick={() => navigate(ROUTES.scheduleList)}>Back</Button>}
        </Col>
        <Col flex="auto" className={styles.days}>
          <ScheduleGrid
            days={gridDays}
            mayEdit={mayEdit}
            onDay={setDay}
            onNewSection={newSection}
            onSection={(rule, section) => setEditing({ num: rule.num, section })}
            onDeleteSection={deleteSection}
          />
        </Col>
      </Row>
      <DayModal day={day} days={gridDays} onCancel={() => setDay(null)} onSave={({ key: _key, ...rule }) => (replaceRule(rule), setDay(null))} />
      <SectionModal section={editing?.section ?? null} title={editing?.section.id ? 'Modify Section' : 'New Section'} onCancel={() => setEditing(null)} onSave={saveSection} />
    </Card>
  );
}

