// The owner's payment rules (issue 45): one row, created with the defaults on first read (no
// deposit, balance at delivery, $0 a pallet until the owner confirms the $20 peers charge),
// version-checked and audited on every save like the business facts.
import type { Db } from '@/server/db/client';
import type { PaymentRules } from '@/domain/ledger';
import type { PaymentSettingsInput } from '@/domain/payment-settings-schema';
import { conflict, recordAudit } from '../admin/audit';

const SETTINGS_ID = 1;

type SettingsDb = Pick<Db, 'paymentSettings'>;

async function readRow(db: SettingsDb) {
  const row = await db.paymentSettings.findUnique({ where: { id: SETTINGS_ID } });
  if (row) return row;
  await db.paymentSettings.createMany({ data: [{ id: SETTINGS_ID }], skipDuplicates: true });
  return db.paymentSettings.findUniqueOrThrow({ where: { id: SETTINGS_ID } });
}

type Row = Awaited<ReturnType<typeof readRow>>;

const rulesOf = ({ id: _id, version: _version, updatedAt: _updatedAt, ...rules }: Row): PaymentRules => rules;

/** The rules the ledger applies. */
export async function loadPaymentRules(db: SettingsDb): Promise<PaymentRules> {
  return rulesOf(await readRow(db));
}

/** The rules as the back office edits them. */
export async function getPaymentSettings(db: SettingsDb) {
  const row = await readRow(db);
  return { version: row.version, ...rulesOf(row) };
}

export async function updatePaymentSettings(db: Db, actorId: string, input: PaymentSettingsInput) {
  await readRow(db);
  const { version, ...rules } = input;
  return db.$transaction(async (tx) => {
    const before = await tx.paymentSettings.findUniqueOrThrow({ where: { id: SETTINGS_ID } });
    const result = await tx.paymentSettings.updateMany({ where: { id: SETTINGS_ID, version }, data: { ...rules, version: { increment: 1 } } });
    if (result.count === 0) throw conflict();
    const after = await tx.paymentSettings.findUniqueOrThrow({ where: { id: SETTINGS_ID } });
    await recordAudit(tx, { actorId, action: 'payments.settings', entityType: 'PaymentSettings', entityId: String(SETTINGS_ID), before: rulesOf(before), after: rulesOf(after) });
    return { version: after.version, ...rulesOf(after) };
  });
}
