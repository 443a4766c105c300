import { Button, Result } from 'antd';
import type { ResultProps } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES } from '../app/paths';

/** A page that says why there is nothing to show (no access, not found), with the way back home. */
export function ShellResult({ status, title, subTitle }: Pick<ResultProps, 'status' | 'title' | 'subTitle'>) {
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
