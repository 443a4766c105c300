import { Alert, Card, Collapse, Descriptions, Empty, Flex, Spin, Table, Tag, Typography } from 'antd';
import { PageTitle } from '../../ui/PageTitle';
import { type Operation, operationsOf, useOpenApiDocument } from './api';
import styles from './api-reference.module.css';

const METHOD_COLORS: Record<string, string> = { get: 'blue', post: 'green', put: 'orange', patch: 'gold', delete: 'red' };

/** A description's `code` spans shown as code, the rest as text. */
function Prose({ text }: { text: string }) {
  return (
    <>
      {text.split(/`([^`]+)`/).map((part, i) =>
        i % 2 ? (
          <Typography.Text code key={i}>
            {part}
          </Typography.Text>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** A parameter's type in a few words: its enum's values, or its JSON type and format. */
function typeOf(schema: unknown): string {
  const s = (schema ?? {}) as { type?: string | string[]; format?: string; enum?: unknown[]; anyOf?: unknown[] };
  if (s.enum) return s.enum.join(' | ');
  if (s.anyOf) return s.anyOf.map(typeOf).join(' | ');
  const type = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? '');
  return s.format ? `${type} (${s.format})` : type;
}

const REF = '#/components/schemas/';

/** A schema as the document gives it, as indented JSON; a reference to a named schema shows that schema under its name. */
function SchemaView({ schema, schemas }: { schema: unknown; schemas: Record<string, unknown> }) {
  const ref = (schema as { $ref?: unknown } | null)?.$ref;
  const name = typeof ref === 'string' && ref.startsWith(REF) ? ref.slice(REF.length) : null;
  return (
    <>
      {name && (
        <Typography.Text type="secondary">
          Schema <Typography.Text code>{name}</Typography.Text>
        </Typography.Text>
      )}
      <pre className={styles.schema}>{JSON.stringify(name && schemas[name] !== undefined ? schemas[name] : schema, null, 2)}</pre>
    </>
  );
}

/** A parameter's description, where the document puts it: on the parameter, or on its schema. */
const parameterText = (p: { description?: string; schema?: unknown }) => p.description ?? (p.schema as { description?: string } | undefined)?.description ?? '';

function OperationView({ operation, schemas }: { operation: Operation; schemas: Record<string, unknown> }) {
  const scope = operation.security?.flatMap((s) => Object.values(s).flat())[0];
  const body = operation.requestBody?.content['application/json']?.schema ?? operation.requestBody?.content['application/x-www-form-urlencoded']?.schema;
  return (
    <Flex vertical gap={12}>
      {operation.description && (
        <Typography.Paragraph className={styles.description}>
          <Prose text={operation.description} />
        </Typography.Paragraph>
      )}
      <Descriptions size="small" column={1} items={[{ key: 'scope', label: 'Scope', children: scope ? <Tag>{scope}</Tag> : 'None (client credentials)' }]} />
      {!!operation.parameters?.length && (
        <Table
          size="small"
          pagination={false}
          rowKey={(p) => `${p.in}:${p.name}`}
          dataSource={operation.parameters}
          scroll={{ x: true }}
          columns={[
            { key: 'name', title: 'Parameter', render: (_, p) => <Typography.Text code>{p.name}</Typography.Text> },
            { key: 'in', title: 'In', dataIndex: 'in' },
            { key: 'type', title: 'Type', render: (_, p) => typeOf(p.schema) },
            { key: 'required', title: 'Required', render: (_, p) => (p.required ? 'Yes' : 'No') },
            { key: 'description', title: 'Description', render: (_, p) => <Prose text={parameterText(p)} /> },
          ]}
        />
      )}
      {body !== undefined && (
        <>
          <Typography.Title level={5}>Request body</Typography.Title>
          <SchemaView schema={body} schemas={schemas} />
        </>
      )}
      <Typography.Title level={5}>Responses</Typography.Title>
      <Table
        size="small"
        pagination={false}
        rowKey={(r) => r.code}
        scroll={{ x: true }}
        dataSource={Object.entries(operation.responses).map(([code, r]) => ({ code, description: r.description, schema: r.content?.['application/json']?.schema }))}
        columns={[
          { key: 'code', title: 'Status', render: (_, r) => <Typography.Text strong>{r.code}</Typography.Text>, width: 80 },
          { key: 'description', title: 'Description', render: (_, r) => <Prose text={r.description} /> },
        ]}
        expandable={{ rowExpandable: (r) => r.schema !== undefined, expandedRowRender: (r) => <SchemaView schema={r.schema} schemas={schemas} /> }}
      />
    </Flex>
  );
}

/**
 * API Reference (issue 34 §2): the integrators' OpenAPI document as a page, every path with its
 * scope, parameters, body and answers, and the schemas they name; the document itself at
 * /server/api/openapi.json for an integrator's tools.
 */
export function ApiReferencePage() {
  const document = useOpenApiDocument();
  if (document.isPending) return <Spin />;
  if (document.isError) return <Alert type="error" showIcon message="The API reference could not be read. Reload the page to try again." />;
  const operations = operationsOf(document.data);
  const named = document.data.components?.schemas ?? {};
  const schemas = Object.entries(named);
  const server = document.data.servers?.[0]?.url;
  return (
    <Card>
      <PageTitle>API Reference</PageTitle>
      <Typography.Paragraph>
        {document.data.info.title}, version {document.data.info.version} (OpenAPI {document.data.openapi}). The machine-readable document:{' '}
        <Typography.Link href="/server/api/openapi.json" target="_blank">
          /server/api/openapi.json
        </Typography.Link>
        . A client gets a token at the token endpoint with its Client ID and secret (Settings › OAuth Clients) and sends it as a bearer token; a POST may carry an Idempotency-Key to be sent again safely; a list answers a <Typography.Text code>nextCursor</Typography.Text> to send back as <Typography.Text code>cursor</Typography.Text> for the page after.
      </Typography.Paragraph>
      {server && (
        <Descriptions size="small" column={1} items={[{ key: 'server', label: 'Every path below starts at', children: <Typography.Text code copyable>{server}</Typography.Text> }]} />
      )}
      {operations.length ? (
        <Collapse
          items={operations.map(({ method, path, operation }) => ({
            key: `${method} ${path}`,
            label: (
              <Flex gap={8} wrap align="center">
                <Tag color={METHOD_COLORS[method]} className={styles.method}>
                  {method.toUpperCase()}
                </Tag>
                <Typography.Text code className={styles.path}>
                  {path}
                </Typography.Text>
                {operation.summary && <Typography.Text type="secondary">{operation.summary}</Typography.Text>}
              </Flex>
            ),
            children: <OperationView operation={operation} schemas={named} />,
          }))}
        />
      ) : (
        <Empty description="The document lists no calls." />
      )}
      {schemas.length > 0 && (
        <>
          <Typography.Title level={5} className={styles.schemas}>
            Schemas
          </Typography.Title>
          <Collapse items={schemas.map(([name, schema]) => ({ key: name, label: <Typography.Text code>{name}</Typography.Text>, children: <SchemaView schema={schema} schemas={named} /> }))} />
        </>
      )}
    </Card>
  );
}
