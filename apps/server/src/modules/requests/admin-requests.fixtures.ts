import { and, asc, eq } from 'drizzle-orm';
import { auditLog, emailOutbox } from '@/db/schema/index';
import type { TestServer } from '@/test/harness';
import { uniqueContact } from './requests.fixtures';

let counter = 0;

/** A new partner application through the public form; answers its id and what was sent. */
export async function applyAsPartner(server: TestServer, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const plans = (await (await server.request('/subscription-plans')).json()).plans as { id: string; name: string }[];
  const input = {
    ownerName: 'Kadiatou Bangoura',
    ...uniqueContact('kadiatou'),
    businessName: `Saveurs de Boké ${counter}`,
    businessTypeId: 1,
    address: 'Quartier Dibia, Boké',
    region: 'Boké',
    description: 'Poisson braisé, attiéké et jus de gingembre.',
    planId: plans[1].id,
    ...overrides,
  };
  const response = await server.request('/requests/partner', { json: input });
  if (response.status !== 201) throw new Error(`Demande partenaire refusée: ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  return { id, input, plan: plans.find((plan) => plan.id === input.planId)! };
}

/** A new driver application through the public form. */
export async function applyAsDriver(server: TestServer, overrides: Record<string, unknown> = {}) {
  const input = { name: 'Ousmane Touré', ...uniqueContact('ousmane'), vehiclePlate: 'RC-2231-B', ...overrides };
  const response = await server.request('/requests/driver', { json: input });
  if (response.status !== 201) throw new Error(`Demande chauffeur refusée: ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  return { id, input };
}

/** The audit entries written about one object, oldest first. */
export async function auditOf(server: TestServer, entityId: string) {
  return server.deps.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(asc(auditLog.createdAt));
}

/** The e-mails of one template queued for one address. */
export async function mailsTo(server: TestServer, template: string, to: string) {
  return server.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.template, template), eq(emailOutbox.toAddress, to.toLowerCase())));
}
