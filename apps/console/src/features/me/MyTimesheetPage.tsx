import { Alert, Skeleton } from 'antd';
import { Navigate } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { ROUTES } from '../../shared/paths';
import { useMyWork } from './api';

/** My Timesheet (ADR 0066): her own timesheet, the one screen everyone's timesheet is, opened on her. */
export function MyTimesheetPage() {
  const work = useMyWork();
  if (work.isError) return <Alert type="info" showIcon message={messageOf(work.error)} />;
  if (!work.data) return <Skeleton active />;
  return <Navigate to={`${ROUTES.timesheet}?id=${work.data.employeeId}`} replace />;
}
