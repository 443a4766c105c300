import { Col, Flex, Row } from 'antd';
import { useCompanySettings } from '../../auth/api';
import { PageTitle } from '../../ui/PageTitle';
import { ApprovalsCard, ExceptionsCard, InformationCard } from './CountCards';
import { EmployeesCard } from './EmployeesCard';

/**
 * Dashboard, the menu's Standard Board (document 2 §2): Information, Exceptions and Approvals on
 * the left, the Employees table on the right. Every card reads its own counts, so one that fails
 * says so and the others still show. Approvals show only where the company has time approvals on
 * (their calls refuse otherwise).
 */
export function DashboardPage() {
  const approvals = useCompanySettings().data?.isTimeApprovalEnabled === true;
  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={7} xxl={6}>
          <Flex vertical gap={16}>
            <InformationCard />
            <ExceptionsCard />
            {approvals && <ApprovalsCard />}
          </Flex>
        </Col>
        <Col xs={24} xl={17} xxl={18}>
          <EmployeesCard />
        </Col>
      </Row>
    </>
  );
}
