// An audit entry's "before" and "after" as staff read them: one line per field, named in their
// language, amounts in cents shown as money, yes/no, codes (statuses, roles) by their label.
// Pure: the screen passes its translator and money formatter.

export interface AuditLine {
  /** The field's label, or '' for a value that is not a set of fields (a list, a single value). */
  label: string;
  text: string;
}

export interface AuditFormat {
  /** Translates an admin-namespace key, with a fallback text for a key it does not know. */
  t: (key: string, fallback: string) => string;
  money: (cents: number) => string;
  when: (iso: string) => string;
  /** A time of day from minutes after midnight (a delivery window's ends). */
  time: (minutes: number) => string;
}

/** The namespace of the labels of a code field, by the entity it belongs to. */
const codeLabels: Record<string, Record<string, string>> = {
  status: { Lead: 'leadStatus', MembershipApplication: 'applicationStatus', Quote: 'quoteStatus', EmailOutbox: 'outboxStatus', Order: 'orderStatus' },
  // An order's moves and the driver's reports (issue 46).
  action: { Order: 'driverAction' },
  notDeliveredReason: { Order: 'notDeliveredReason' },
  role: { User: 'roles' },
  rateType: { DeliveryRate: 'bands' },
  // Sign-in and account-security events (security-events.ts).
  reason: { Account: 'audit.reasons' },
  method: { Account: 'audit.methods' },
  scope: { Account: 'audit.scopes' },
};

/** "mileRangeStart" → "Mile range start": the label of a field the translations do not name yet. */
export function humanize(key: string): string {
  const words = key
    .replace(/Cents$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueText(key: string, value: unknown, entityType: string, f: AuditFormat): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && key.endsWith('Cents')) return f.money(value);
  if (typeof value === 'boolean') return f.t(value ? 'common.yes' : 'common.no', value ? 'Yes' : 'No');
  if (typeof value === 'string' && (/At$/.test(key) || key === 'at') && !Number.isNaN(Date.parse(value))) return f.when(value);
  if (typeof value === 'number' && /^(from)?[wW]indow(Start|End)$/.test(key)) return f.time(value);
  const codes = codeLabels[key]?.[entityType];
  if (typeof value === 'string' && codes) return f.t(`${codes}.${value}`, value);
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The lines of one side of an audit entry. */
export function auditLines(value: unknown, entityType: string, f: AuditFormat): AuditLine[] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object' || Array.isArray(value)) return [{ label: '', text: valueText('', value, entityType, f) }];
  return Object.entries(value as Record<string, unknown>).map(([key, field]) => ({
    label: f.t(`audit.fields.${key}`, humanize(key)),
    text: valueText(key, field, entityType, f),
  }));
}
