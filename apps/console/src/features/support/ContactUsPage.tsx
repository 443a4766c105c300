import { MailOutlined, QuestionCircleOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Col, List, Row, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useMenu } from '../../auth/api';
import { offered } from '../../auth/menu';
import { ROUTES } from '../../shared/paths';
import { PageTitle } from '../../ui/PageTitle';
import { useSupportInfo } from './api';

/** The everyday questions, each answered where the person's own menu leads (one not offered to them is not shown). */
const HOW_TO: Array<{ question: string; answer: string; path: string; label: string }> = [
  { question: 'How do I punch in or out?', answer: 'Open the time clock on your phone or the shared tablet: signed in, you punch as yourself.', path: ROUTES.clock, label: 'Time clock' },
  { question: 'Where are my hours and my shifts?', answer: 'Your home shows this pay period, the last, and your next shifts; your timesheet has every day.', path: ROUTES.me, label: 'My Home' },
  { question: 'How do I ask for leave?', answer: 'Leave Requests: New, the leave type and the days. You are told when it is decided.', path: ROUTES.leaveList, label: 'Leave Requests' },
  { question: 'How much leave do I have?', answer: 'Leave Balances shows each leave type on a date, and the lines behind each figure.', path: ROUTES.leaveBalances, label: 'Leave Balances' },
  { question: 'How do I change my password or PIN?', answer: 'Profile: Password, or the PIN in Profile Setting.', path: ROUTES.profilePassword, label: 'Password' },
  { question: 'Who is in now, and what waits for me?', answer: 'The Standard Board shows who is in; the bell lists what waits for you.', path: ROUTES.dashboard, label: 'Standard Board' },
  { question: 'How do I approve time?', answer: 'Time Approvals lists each pair by date; approve one or many at once.', path: ROUTES.timeApprovals, label: 'Time Approvals' },
];

/**
 * Contact Us (ours: docs/decisions/0068-contact-us-is-help.md): help with the product, for everyone
 * signed in: whom to ask (the company's administrators, the operator's support address when set) and
 * answers to the everyday questions, each linking to the screen. The kiosk's contacts, whom a
 * visitor at the clock asks for, are under Settings.
 */
export function ContactUsPage() {
  const info = useSupportInfo().data;
  const menu = useMenu().data ?? [];
  // The clock is outside the menu and open to all.
  const answers = HOW_TO.filter((h) => h.path === ROUTES.clock || offered(menu, h.path).length > 0);
  return (
    <>
      <PageTitle level={3}>Contact Us</PageTitle>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={<span><TeamOutlined /> Ask your administrators</span>} aria-label="Your administrators">
            {!info ? (
              <Skeleton active />
            ) : (
              <List
                size="small"
                dataSource={info.administrators}
                locale={{ emptyText: `${info.companyName} has no administrator yet.` }}
                renderItem={(a) => (
                  <List.Item>
                    <span>{a.name}</span>
                    <a href={`mailto:${a.email}`}>{a.email}</a>
                  </List.Item>
                )}
              />
            )}
            <Typography.Paragraph type="secondary">
              They set up {info?.companyName ?? 'your company'}: people, pay groups, schedules and who may do what.
            </Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={<span><MailOutlined /> Timekeep support</span>} aria-label="Timekeep support">
            {info?.supportEmail ? (
              <Typography.Paragraph>
                For a fault in Timekeep itself, write to <a href={`mailto:${info.supportEmail}`}>{info.supportEmail}</a> with what you did, what you saw and when.
              </Typography.Paragraph>
            ) : (
              <Typography.Paragraph>For a fault in Timekeep itself, tell your administrators: they reach the people who run it.</Typography.Paragraph>
            )}
          </Card>
        </Col>
        <Col xs={24}>
          <Card size="small" title={<span><QuestionCircleOutlined /> How do I…</span>} aria-label="How do I">
            <List
              size="small"
              dataSource={answers}
              renderItem={(h) => (
                <List.Item>
                  <List.Item.Meta title={h.question} description={h.answer} />
                  <Link to={h.path}>{h.label}</Link>
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
