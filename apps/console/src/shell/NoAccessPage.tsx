import { ShellResult } from './ShellResult';

/** A screen the signed-in person's menu does not offer: said plainly, before the screen asks the API for anything. */
export function NoAccessPage() {
  return <ShellResult status="403" title="No Access" subTitle="You do not have permission to open this page." />;
}
