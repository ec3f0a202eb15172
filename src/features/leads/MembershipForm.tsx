// The member-pricing application fields (spec section 5), used by the home page card and by
// the membership dialog. On success the fields clear and `onSubmitted` runs (the dialog closes).
import { useId } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'next-i18next/pages';
import { membershipFormSchema, type MembershipFormValues } from '@/domain/lead-schemas';
import { useApiMutation } from '@/lib/use-api-mutation';
import { Honeypot } from './Honeypot';
import { useSubmissionMeta } from './submission';
import { useFormFeedback } from './use-form-feedback';

const emptyValues: MembershipFormValues = { companyName: '', phone: '', email: '' };

export function MembershipForm({ onSubmitted }: { onSubmitted?: () => void }) {
  const { t } = useTranslation('leads');
  const honeypotId = useId();
  const { meta, succeeded, honeypot } = useSubmissionMeta();
  const form = useForm<MembershipFormValues>({
    initialValues: emptyValues,
    validate: schemaResolver(membershipFormSchema, { sync: true }),
  });

  const { onServerError, showFirstError, field, notifySuccess, formRef } = useFormFeedback(form, 'membership.failure');
  const apply = useApiMutation((api, input: Parameters<typeof api.lead.membership.mutate>[0]) => api.lead.membership.mutate(input), {
    onSuccess: () => {
      succeeded();
      form.reset();
      notifySuccess(t('membership.successTitle'), t('membership.successMessage'));
      onSubmitted?.();
    },
    onError: onServerError,
  });

  const submitting = apply.isPending;
  return (
    <form ref={formRef} noValidate onSubmit={form.onSubmit((values) => apply.mutate({ ...values, ...meta() }), showFirstError)}>
      <Stack gap="sm">
        <TextInput label={t('membership.companyName')} name="companyName" autoComplete="organization" required {...field('companyName')} />
        <TextInput label={t('membership.phone')} name="phone" type="tel" autoComplete="tel" required {...field('phone')} />
        <TextInput label={t('membership.email')} name="email" type="email" autoComplete="email" required {...field('email')} />
        <Honeypot inputRef={honeypot} id={honeypotId} />
        <Button type="submit" disabled={submitting} fullWidth>
          {submitting ? t('membership.submitting') : t('membership.submit')}
        </Button>
      </Stack>
    </form>
  );
}
