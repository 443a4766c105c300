import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES } from '../app/paths';

/** A screen the signed-in person's menu does not offer: said plainly, before the screen asks the API for anything. */
export function NoAccessPage() {
  return (
    <Result
      status="403"
      title="No Access"
      subTitle="You do not have permission to open this page."
      extra={
        <Link to={ROUTES.home}>
          <Button type="primary">Back Home</Button>
        </Link>
      }
    />
  );
}
