// The contact form (spec sections 5 and 8); the contact page gives it its heading and frame. The browser checks the same schema as the server;
// each problem shows next to its field and the first one in a toast.
import { useId } from 'react';
import { Button, NativeSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'next-i18next/pages';
import { contactFormSchema, contactSubjects, type ContactFormValues } from '@/domain/lead-schemas';
import { useApiMutation } from '@/lib/use-api-mutation';
import { Honeypot } from './Honeypot';
import { useSubmissionMeta } from './submission';
import { useFormFeedback } from './use-form-feedback';

const emptyValues: ContactFormValues = { name: '', email: '', phone: '', subject: null, message: '' };

export function ContactForm() {
  const { t } = useTranslation('leads');
  const honeypotId = useId();
  const { meta, succeeded, honeypot } = useSubmissionMeta();
  const form = useForm<ContactFormValues>({
    initialValues: emptyValues,
    validate: schemaResolver(contactFormSchema, { sync: true }),
  });

  const { onServerError, showFirstError, field, notifySuccess, formRef } = useFormFeedback(form, 'contact.failure');
  const send = useApiMutation((api, input: Parameters<typeof api.lead.contact.mutate>[0]) => api.lead.contact.mutate(input), {
    onSuccess: () => {
      succeeded();
      form.reset();
      notifySuccess(t('contact.successTitle'), t('contact.successMessage'));
    },
    onError: onServerError,
  });

  const sending = send.isPending;
  return (
    <form ref={formRef} noValidate onSubmit={form.onSubmit((values) => send.mutate({ ...values, ...meta() }), showFirstError)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('contact.name')} name="name" autoComplete="name" required {...field('name')} />
          <TextInput label={t('contact.email')} name="email" type="email" autoComplete="email" required {...field('email')} />
          <TextInput label={t('contact.phone')} name="phone" type="tel" autoComplete="tel" {...field('phone')} />
          {/* A native select: the phone's own picker, and no dropdown library on the contact page. */}
          <NativeSelect
            label={t('contact.subject')}
            name="subject"
            data={[{ value: '', label: t('contact.subjectPlaceholder') }, ...contactSubjects.map((value) => ({ value, label: t(`subjects.${value}`) }))]}
            {...field('subject')}
            value={form.values.subject ?? ''}
            onChange={(event) => form.setFieldValue('subject', (event.currentTarget.value || null) as ContactFormValues['subject'])}
          />
        </SimpleGrid>
        <Textarea
          label={t('contact.message')}
          name="message"
          placeholder={t('contact.messagePlaceholder')}
          required
          autosize
          minRows={5}
          maxRows={14}
          {...field('message')}
        />
        <Honeypot inputRef={honeypot} id={honeypotId} />
        <Button type="submit" size="md" disabled={sending} style={{ alignSelf: 'flex-start' }}>
          {sending ? t('contact.sending') : t('contact.submit')}
        </Button>
      </Stack>
    </form>
  );
}
