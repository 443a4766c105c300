import { Role } from '@timekeep/contracts';
import { Card, Col, Row, Typography } from 'antd';
import { useMenu, useProfile } from '../auth/api';
import { MyHomePage } from '../features/me/MyHomePage';
import { PageTitle } from '../ui/PageTitle';
import { SECTION_ICONS } from './section-icons';

/**
 * Home: an Employee's is her own (ADR 0066: her status, shifts, hours, balances and requests); for
 * the other roles, who is signed in and the sections they may open.
 */
export function HomePage() {
  const profile = useProfile().data;
  // An account acting as Employee that is no employee (no timesheet of its own) has the sections' home.
  if (profile?.roleName === Role.Employee) {
    return <MyHomePage otherwise={<SectionsHome />} />;
  }
  return <SectionsHome />;
}

/** Who is signed in, and the sections they may open. */
function SectionsHome() {
  const profile = useProfile().data;
  const menu = useMenu().data ?? [];
  return (
    <>
      <PageTitle level={3}>{profile ? `Welcome, ${profile.firstName}` : 'Welcome'}</PageTitle>
      <Typography.Paragraph type="secondary">{profile ? `${profile.companyName} · signed in as ${profile.roleName}` : ''}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {menu
          .filter((s) => s.key !== 'support' && s.key !== 'me')
          .map((section) => (
            <Col key={section.key} xs={24} md={12} xl={8}>
              <Card size="small" title={<span>{SECTION_ICONS[section.key]} {section.name}</span>}>
                {section.menuItems.map((entry) => (
                  <div key={entry.key}>
                    <a href={entry.path ?? '#'}>{entry.name}</a>
                  </div>
                ))}
              </Card>
            </Col>
          ))}
      </Row>
    </>
  );
}
