// The audit log shows what changed as staff read it, not as the database stores it.
import { describe, expect, it } from 'vitest';
import en from '../../public/locales/en/admin.json';
import es from '../../public/locales/es/admin.json';
import { auditLines, humanize, type AuditFormat } from '@/domain/audit-display';
import { formatCents, formatMinutes } from '@/lib/format';

type Tree = { [key: string]: string | Tree };
function format(lang: 'en' | 'es'): AuditFormat {
  const tree = (lang === 'en' ? en : es) as Tree;
  return {
    t: (key, fallback) => {
      let node: string | Tree | undefined = tree;
      for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
      return typeof node === 'string' ? node : fallback;
    },
    money: (cents) => formatCents(cents, lang),
    when: (iso) => iso.slice(0, 10),
    time: (minutes) => formatMinutes(minutes, lang),
  };
}

describe('audit entries', () => {
  it('show prices as money and fields by name, in the back office language', () => {
    const after = { listPriceCents: 12500, salePriceCents: null, unitLabelEn: 'pallet', isActive: true, sortOrder: 20 };
    expect(auditLines(after, 'Product', format('en'))).toEqual([
      { label: 'List price', text: '$125.00' },
      { label: 'Sale price', text: '—' },
      { label: 'Unit (English)', text: 'pallet' },
      { label: 'Active', text: 'Yes' },
      { label: 'Sort order', text: '20' },
    ]);
    expect(auditLines({ listPriceCents: 12500, isActive: false }, 'Product', format('es'))).toEqual([
      { label: 'Precio de lista', text: '$125.00' },
      { label: 'Activo', text: 'No' },
    ]);
  });

  it('shows statuses, roles and charges by their label, and names every field the services record', () => {
    expect(auditLines({ status: 'SPAM' }, 'Lead', format('es'))).toEqual([{ label: 'Estado', text: 'Spam' }]);
    expect(auditLines({ status: 'APPROVED' }, 'MembershipApplication', format('en'))).toEqual([{ label: 'Status', text: 'Approved' }]);
    expect(auditLines({ role: 'ADMIN' }, 'User', format('es'))).toEqual([{ label: 'Rol', text: 'Administrador' }]);
    expect(auditLines({ rateType: 'PER_MILE', rateCents: 250 }, 'DeliveryRate', format('en'))).toEqual([
      { label: 'Charge', text: 'Per mile' },
      { label: 'Rate', text: '$2.50' },
    ]);
    // Every field recorded by the services has a label in both languages (no English fallback in Spanish).
    const recorded = ['listPriceCents', 'salePriceCents', 'unitLabelEn', 'unitLabelEs', 'isActive', 'isFeatured', 'sortOrder', 'mileRangeStart', 'mileRangeEnd', 'rateType', 'rateCents', 'status', 'attempts', 'nextAttemptAt', 'copiedTo', 'noteId', 'body', 'email', 'name', 'role', 'twoFactorEnabledAt', 'percent', 'slug'];
    for (const lang of ['en', 'es'] as const) {
      const missing = recorded.filter((key) => format(lang).t(`audit.fields.${key}`, '') === '');
      expect(missing, lang).toEqual([]);
    }
  });

  it('lists a reorder as its ids, and names an unknown field readably', () => {
    expect(auditLines(['a', 'b'], 'Category', format('en'))).toEqual([{ label: '', text: 'a, b' }]);
    expect(auditLines(null, 'Lead', format('en'))).toEqual([]);
    expect(humanize('minimumOrderCents')).toBe('Minimum order');
  });

  it('reads an order moved by its driver in Spanish: status, action and reason by their labels, the window as times', () => {
    const after = { status: 'ACCEPTED', action: 'notDelivered', notDeliveredReason: 'SITE_BLOCKED', windowStart: 450, feeCents: 10_000, palletsReturned: 0 };
    expect(auditLines(after, 'Order', format('es'))).toEqual([
      { label: 'Estado', text: 'Aceptado' },
      { label: 'Acción del chofer', text: 'No se pudo entregar' },
      { label: 'Por qué no se entregó', text: 'Lugar bloqueado' },
      { label: 'Horario desde', text: '7:30 AM' },
      { label: 'Cargo por viaje de regreso', text: '$100.00' },
      { label: 'Tarimas devueltas', text: '0' },
    ]);
  });
});
