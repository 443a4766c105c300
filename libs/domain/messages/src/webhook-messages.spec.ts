import { MessageKind, Role, SUPERVISOR_FUNCTION_IDS, type SupervisorFunction, WEBHOOK_SUBSCRIPTION_TEXTS } from '@timekeep/contracts';
import type { Account } from './message';
import { managesWebhooks } from '@timekeep/domain-identity';
import { webhookDisabledMessages } from './webhook-messages';

const account = (id: string, roles: Role[], functions: SupervisorFunction[] = []): Account => ({ id, name: `${id} Test`, roles, functions, forwardTo: null });

describe('a webhook subscription disabled (ADR 0080)', () => {
  const accounts = [
    account('ana', [Role.Admin]),
    account('aroha', [Role.Admin, Role.Employee]),
    // Every function a supervisor can be given still keeps no company settings.
    account('sam', [Role.Supervisor], SUPERVISOR_FUNCTION_IDS),
    account('mere', [Role.Employee]),
  ];

  it('tells each who keeps the company’s webhooks, once, naming the receiver by its host alone and linking to the subscriptions', () => {
    const drafts = webhookDisabledMessages({ url: 'https://hooks.example.com/in/tk_secret-token?key=abc', reason: 'gone' }, accounts);
    expect(drafts.map((d) => d.recipientId)).toEqual(['ana', 'aroha']);
    expect(drafts[0]).toEqual({
      recipientId: 'ana',
      kind: MessageKind.WebhookDisabled,
      title: 'Webhook subscription to hooks.example.com disabled',
      body: 'The receiver answered 410 Gone. Fix the receiver, then resume the subscription and replay everything since its first failed delivery.',
      link: '/webhooks',
      subject: null,
    });
    // Never the path, the query or a token in them.
    expect(JSON.stringify(drafts)).not.toMatch(/tk_secret|key=|\/in\//);
  });

  it('says why: a 410 at once, or a whole day of failed tries; a port that is not the default is part of the host', () => {
    const [draft] = webhookDisabledMessages({ url: 'http://127.0.0.1:8443/hooks', reason: 'window' }, accounts);
    expect(draft.title).toBe('Webhook subscription to 127.0.0.1:8443 disabled');
    expect(draft.body.startsWith(`${WEBHOOK_SUBSCRIPTION_TEXTS.disabledWindow} `)).toBe(true);
    expect(webhookDisabledMessages({ url: 'https://hooks.example.com:443/x', reason: 'window' }, accounts)[0].title).toBe('Webhook subscription to hooks.example.com disabled');
  });

  it('a company with nobody who keeps its webhooks tells nobody', () => {
    expect(webhookDisabledMessages({ url: 'https://hooks.example.com/', reason: 'gone' }, accounts.slice(2))).toEqual([]);
  });

  it('who keeps them is whoever holds Settings › Update, as the webhooks’ API asks', () => {
    expect([Role.Superadmin, Role.Admin, Role.Supervisor, Role.Employee].map((role) => managesWebhooks({ roles: [role] }))).toEqual([true, true, false, false]);
  });
});
