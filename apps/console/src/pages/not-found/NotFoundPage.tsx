import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../app/routes';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="Page Not Found"
      subTitle="The page you are looking for does not exist."
      extra={
        <Link to={ROUTES.home}>
          <Button type="primary">Back Home</Button>
        </Link>
      }
    />
  );
}
