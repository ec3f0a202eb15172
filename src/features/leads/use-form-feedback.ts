// How both lead forms report problems: field messages are translation keys (the shared schema's),
// the first one also shows in a 'Validation Error' toast on submit, and the server's answer is
// mapped back onto the fields (or shown as the form's failure message).
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'next-i18next/pages';
import type { ApiFailure } from '@/lib/use-api-mutation';
import { isRateLimited, notifyError, serverFieldErrors } from './submission';

export function useFormFeedback<Values extends Record<string, unknown>>(form: UseFormReturnType<Values>, failureKey: string) {
  const { t } = useTranslation('leads');

  /** A refused submission: field issues go next to their fields; the form keeps what was typed. */
  const onServerError = (error: ApiFailure) => {
    const fields = serverFieldErrors(error);
    if (Object.keys(fields).length) {
      form.setErrors(fields);
      notifyError(t('toast.validationTitle'), error.message);
    } else {
      notifyError(t('toast.errorTitle'), isRateLimited(error) ? error.message : t(failureKey));
    }
  };

  const showFirstError = (errors: FormErrors) => {
    const first = Object.values(errors).find(Boolean);
    if (first) notifyError(t('toast.validationTitle'), t(String(first)));
  };

  /** Input props with the field's error translated. */
  const field = (name: keyof Values & string) => {
    const key = form.errors[name];
    return { ...form.getInputProps(name), error: key ? t(String(key)) : undefined };
  };

  return { onServerError, showFirstError, field };
}
