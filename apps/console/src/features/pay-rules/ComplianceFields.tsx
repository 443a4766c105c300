import { type Compliance, COMPLIANCE_FIGURE_TEXTS, COMPLIANCE_LIMITS, COMPLIANCE_MODES, COMPLIANCE_RULE_NAMES, COMPLIANCE_RULES, type ComplianceMode, type ComplianceRule } from '@timekeep/contracts';
import { Col, Form, Radio, Row, Typography } from 'antd';
import { NumberInput } from '../../ui/inputs';
import styles from './pay-rules.module.css';

const MODE_LABELS: Record<ComplianceMode, string> = { off: 'Off', warn: 'Warn', block: 'Block' };

/** What each check looks at, said under its name. */
const HINTS: Record<ComplianceRule, string> = {
  restBetweenShifts: "From the end of one day's work to the start of the next.",
  consecutiveDays: 'Days rostered in a row.',
  weeklyHours: 'Hours rostered Monday to Sunday, paid hours as the timesheet counts them.',
  minimumEngagement: 'A shift shorter than the minimum engagement above, for her employment type.',
  mealBreaks: 'Past 4 hours a 30-minute meal break, and one more for each further 8 hours (Employment Relations Act s 69ZD).',
  holidayClash: 'A shift on a public holiday.',
  leaveClash: 'A shift on a day of approved leave.',
};

/** The figure a check has: hours of rest at least, days in a row at most, hours in a week at most. */
const FIGURES: Partial<Record<ComplianceRule, { label: string; unit: 'hours' | 'days'; limits: { min: number; max: number } }>> = {
  restBetweenShifts: { label: 'At least (hours)', unit: 'hours', limits: COMPLIANCE_LIMITS.restMinutes },
  consecutiveDays: { label: 'At most (days)', unit: 'days', limits: COMPLIANCE_LIMITS.consecutiveDays },
  weeklyHours: { label: 'At most (hours)', unit: 'hours', limits: COMPLIANCE_LIMITS.weeklyMinutes },
};

/**
 * The set's roster checks (issue 32 §3, ADR 0074): per rule Off, Warn (the roster shows it on the
 * shift and the week) or Block (the roster refuses the change that breaks it), with its figure.
 */
export function ComplianceFields({ value, onChange }: { value: Compliance; onChange: (value: Compliance) => void }) {
  const setMode = (rule: ComplianceRule, mode: ComplianceMode) => onChange({ ...value, [rule]: { ...value[rule], mode } });
  const setFigure = (rule: ComplianceRule, figure: number | null) => {
    const check = value[rule];
    if (figure === null) return;
    if ('minutes' in check) onChange({ ...value, [rule]: { ...check, minutes: Math.round(figure * 60) } });
    else if ('days' in check) onChange({ ...value, [rule]: { ...check, days: figure } });
  };
  return (
    <Form layout="vertical" component="div">
      {COMPLIANCE_RULES.map((rule) => {
        const figure = FIGURES[rule];
        // The API keeps minutes for hours, days as they are.
        const stored = value[rule];
        const amount = 'minutes' in stored ? stored.minutes : 'days' in stored ? stored.days : null;
        const shown = amount === null ? null : figure?.unit === 'hours' ? amount / 60 : amount;
        const outside = figure && amount !== null && (!Number.isInteger(amount) || amount < figure.limits.min || amount > figure.limits.max);
        return (
          <Row key={rule} gutter={12} className={styles.complianceRow} align="top">
            <Col xs={24} md={10}>
              <Typography.Text strong>{COMPLIANCE_RULE_NAMES[rule]}</Typography.Text>
              <Typography.Paragraph type="secondary" className={styles.complianceHint}>
                {HINTS[rule]}
              </Typography.Paragraph>
            </Col>
            <Col xs={24} sm={12} md={7}>
              <Radio.Group
                aria-label={COMPLIANCE_RULE_NAMES[rule]}
                optionType="button"
                value={value[rule].mode}
                onChange={(e) => setMode(rule, e.target.value as ComplianceMode)}
                options={COMPLIANCE_MODES.map((mode) => ({ value: mode, label: MODE_LABELS[mode] }))}
              />
            </Col>
            {figure && (
              <Col xs={24} sm={12} md={7}>
                <Form.Item label={figure.label} validateStatus={outside ? 'error' : undefined} help={outside ? COMPLIANCE_FIGURE_TEXTS[rule as keyof typeof COMPLIANCE_FIGURE_TEXTS] : undefined} className={styles.complianceFigure}>
                  <NumberInput
                    aria-label={`${COMPLIANCE_RULE_NAMES[rule]}, ${figure.unit}`}
                    value={shown}
                    precision={figure.unit === 'days' ? 0 : undefined}
                    disabled={value[rule].mode === 'off'}
                    onChange={(v) => setFigure(rule, v ?? null)}
                  />
                </Form.Item>
              </Col>
            )}
          </Row>
        );
      })}
    </Form>
  );
}
