import { MYOB_TEXTS, UPLOAD_CONNECTION_TEXTS } from '@timekeep/contracts';
import { ConnectionCard } from '../../ui/ConnectionCard';
import { keys, saveMyobConnection, saveUploadConnection, type UploadKind, useMyobConnection, useUploadConnection } from './api';
import styles from './StructurePage.module.css';

/**
 * The company's MYOB Advanced connection (docs/decisions/0020-myob-advanced.md), for companies on
 * that integration: where Sync Employees signs in.
 */
export function MyobConnectionCard() {
  return (
    <ConnectionCard
      title="MYOB Advanced"
      className={styles.myobCard}
      connection={useMyobConnection()}
      initialValues={(stored) => ({ ...stored, branch: stored.branch ?? undefined })}
      fields={[
        { name: 'baseUrl', label: 'Address', required: true, placeholder: 'https://yourcompany.myobadvanced.com' },
        { name: 'endpointVersion', label: 'Endpoint Version', required: true },
        { name: 'tenant', label: 'Tenant', required: true },
        { name: 'branch', label: 'Branch' },
        { name: 'username', label: 'User Name', required: true, autoComplete: 'off' },
      ]}
      secret={{ name: 'password', label: 'Password', isSet: (stored) => stored.hasPassword }}
      send={saveMyobConnection}
      success={MYOB_TEXTS.connectionSaved}
      failure="Failed to save the connection."
      invalidate={[keys.myobConnection]}
    />
  );
}

const UPLOAD_TITLES: Record<UploadKind, { title: string; company: string }> = {
  greentree: { title: 'GreenTree upload', company: 'GreenTree Company' },
  ax: { title: 'AX upload', company: 'Legal Entity' },
};

/**
 * Where a GreenTree or AX company's timesheet transfer uploads (docs/decisions/0039): the job
 * costing upload endpoint its IT runs beside the on-premise system, the company the hours are for,
 * and the endpoint's key.
 */
export function UploadConnectionCard({ kind }: { kind: UploadKind }) {
  const { title, company } = UPLOAD_TITLES[kind];
  return (
    <ConnectionCard
      title={title}
      className={styles.uploadCard}
      connection={useUploadConnection(kind)}
      fields={[
        { name: 'baseUrl', label: 'Address', required: true, placeholder: 'https://timesheets.yourcompany.com' },
        { name: 'company', label: company, required: true },
      ]}
      secret={{ name: 'apiKey', label: 'Key', isSet: (stored) => stored.hasKey }}
      send={(values) => saveUploadConnection(kind, values)}
      success={UPLOAD_CONNECTION_TEXTS.saved}
      failure={UPLOAD_CONNECTION_TEXTS.failed}
      invalidate={[keys.uploadConnection(kind)]}
    />
  );
}
