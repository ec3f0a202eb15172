// Every rule of the contact and member-pricing forms (spec section 5), checked through the API
// in both languages: the answer is 400 with each problem translated next to its field.
import { describe, expect, it } from 'vitest';
import { db } from './support/db';
import { postMutation, validContact, validMembership } from './lead-support';

const longEmail = `${'a'.repeat(250)}@example.com`;

const contactCases: { field: string; value: unknown; en: string; es: string }[] = [
  { field: 'name', value: '', en: 'Name is required', es: 'El nombre es obligatorio' },
  { field: 'name', value: '    ', en: 'Name is required', es: 'El nombre es obligatorio' },
  { field: 'name', value: 'n'.repeat(101), en: 'Name must be less than 100 characters', es: 'El nombre debe tener menos de 100 caracteres' },
  { field: 'email', value: 'maria.example.com', en: 'Invalid email format', es: 'Formato de correo electrónico inválido' },
  { field: 'email', value: '', en: 'Invalid email format', es: 'Formato de correo electrónico inválido' },
  { field: 'email', value: longEmail, en: 'Email must be less than 255 characters', es: 'El correo electrónico debe tener menos de 255 caracteres' },
  { field: 'phone', value: '1'.repeat(21), en: 'Phone number must be less than 20 characters', es: 'El número de teléfono debe tener menos de 20 caracteres' },
  { field: 'subject', value: 's'.repeat(201), en: 'Subject must be less than 200 characters', es: 'El asunto debe tener menos de 200 caracteres' },
  { field: 'message', value: '', en: 'Message is required', es: 'El mensaje es obligatorio' },
  { field: 'message', value: ' \n ', en: 'Message is required', es: 'El mensaje es obligatorio' },
  { field: 'message', value: 'm'.repeat(2001), en: 'Message must be less than 2000 characters', es: 'El mensaje debe tener menos de 2000 caracteres' },
  // Wrong types (a tampered request) are answered in the caller's language too, not in zod's English.
  { field: 'name', value: 42, en: 'This value is not valid.', es: 'Este valor no es válido.' },
  { field: 'message', value: ['a', 'list'], en: 'This value is not valid.', es: 'Este valor no es válido.' },
];

const membershipCases: { field: string; value: unknown; en: string; es: string }[] = [
  { field: 'companyName', value: '', en: 'Company name is required', es: 'El nombre de la empresa es obligatorio' },
  { field: 'companyName', value: 'c'.repeat(101), en: 'Company name must be less than 100 characters', es: 'El nombre de la empresa debe tener menos de 100 caracteres' },
  { field: 'phone', value: '', en: 'Phone number must be at least 10 digits', es: 'El número de teléfono debe tener al menos 10 dígitos' },
  { field: 'phone', value: '  555-0100  ', en: 'Phone number must be at least 10 digits', es: 'El número de teléfono debe tener al menos 10 dígitos' },
  { field: 'phone', value: '1'.repeat(20), en: 'Phone number must be less than 20 characters', es: 'El número de teléfono debe tener menos de 20 caracteres' },
  { field: 'email', value: 'not-an-email', en: 'Invalid email address', es: 'Dirección de correo electrónico inválida' },
  { field: 'email', value: longEmail, en: 'Email must be less than 255 characters', es: 'El correo electrónico debe tener menos de 255 caracteres' },
];

describe.each([
  { form: 'contact', path: 'lead.contact', cases: contactCases, valid: validContact },
  { form: 'membership', path: 'lead.membership', cases: membershipCases, valid: validMembership },
])('$form form validation', ({ path, cases, valid }) => {
  for (const { field, value, en, es } of cases) {
    it(`${field} = ${JSON.stringify(value).slice(0, 24)} → "${en}" / "${es}", nothing stored`, async () => {
      const input = valid({ [field]: value });
      for (const [lang, expected] of [['en', en], ['es', es]] as const) {
        const answer = await postMutation(path, input, { lang });
        expect(answer.status).toBe(400);
        expect(answer.message).toBe(expected);
        expect(answer.issues).toContainEqual(expect.objectContaining({ path: field, message: expected }));
      }
      expect(await db.lead.count({ where: { email: String(input.email).trim() } })).toBe(0);
    });
  }

  it('reports every broken field at once, the first one as the message', async () => {
    const answer = await postMutation(path, Object.fromEntries(Object.keys(valid()).map((k) => [k, k === 'fillMs' || k === 'idempotencyKey' ? undefined : ''])), { lang: 'es' });
    expect(answer.status).toBe(400);
    expect(answer.issues!.length).toBeGreaterThanOrEqual(2);
    expect(answer.message).toBe(answer.issues![0]!.message);
  });

  it('rejects wrong types instead of storing them', async () => {
    for (const field of Object.keys(valid()).filter((k) => k !== 'fillMs' && k !== 'idempotencyKey')) {
      const answer = await postMutation(path, valid({ [field]: { $gt: '' } }));
      expect(answer.status, field).toBe(400);
    }
    expect((await postMutation(path, valid({ idempotencyKey: 'not-a-uuid' }))).status).toBe(400);
    expect((await postMutation(path, valid({ fillMs: 'soon' }))).status).toBe(400);
  });
});

describe('limits are inclusive', () => {
  it('accepts a contact with every field at its maximum length', async () => {
    const input = validContact({
      name: 'n'.repeat(100),
      email: `${'b'.repeat(243)}@example.com`,
      phone: '1'.repeat(20),
      subject: 's'.repeat(200),
      message: 'm'.repeat(2000),
    });
    expect(input.email.length).toBe(255);
    const answer = await postMutation('lead.contact', input);
    expect(answer.status).toBe(200);
    expect(await db.lead.count({ where: { email: input.email } })).toBe(1);
  });

  it('accepts a membership phone of 10 to 19 characters', async () => {
    for (const phone of ['2815550100', '+1 (281) 555-0100 1']) {
      const answer = await postMutation('lead.membership', validMembership({ phone, companyName: 'c'.repeat(100) }));
      expect(answer.status, phone).toBe(200);
    }
  });
});
