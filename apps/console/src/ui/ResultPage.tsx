import { Button, Result } from 'antd';
import type { ResultProps } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES } from '../shared/paths';

/** A page that says why there is nothing to show (no access, not found), with the way back home. */
function ResultPage({ status, title, subTitle }: Pick<ResultProps, 'status' | 'title' | 'subTitle'>) {
  return (
    <Result
      status={status}
      title={title}
      subTitle={subTitle}
      extra={
        <Link to={ROUTES.home}>
          <Button type="primary">Back Home</Button>
        </Link>
      }
    />
  );
}

/** A screen the signed-in person's menu does not offer: said plainly, before the screen asks the API for anything. */
export function NoAccessPage() {
  return <ResultPage status="403" title="No Access" subTitle="You do not have permission to open this page." />;
}

export function NotFoundPage() {
  return <ResultPage status="404" title="Page Not Found" subTitle="The page you are looking for does not exist." />;
}
