import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REFERENCE_PLANS_FR } from './reference-plans';

const MIGRATION = new URL('../../../../../apps/server/src/db/migrations/0002_reference_data.sql', import.meta.url);

/** The plans' description and features as the migration stores them. */
function storedPlanTexts(): string[] {
  const sql = readFileSync(MIGRATION, 'utf8');
  const plans = sql.slice(sql.indexOf('INSERT INTO "subscription_plans"'));
  const block = plans.slice(0, plans.indexOf('ON CONFLICT'));
  const strings = [...block.matchAll(/'((?:[^']|'')*)'/g)].map((match) => match[1]!.replace(/''/g, "'"));
  // Ids, names and plan types are not sentences: keep the texts.
  return strings.filter((text) => text.includes(' '));
}

describe('the reference plans in English', () => {
  it('knows every description and feature migration 0002 stores, in its exact French', () => {
    const stored = storedPlanTexts();
    expect(stored.length).toBeGreaterThan(15);
    expect(new Set(Object.values(REFERENCE_PLANS_FR))).toEqual(new Set(stored));
  });
});
