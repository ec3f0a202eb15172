// How both lead forms report problems: field messages are translation keys (the shared schema's),
// the first one also shows in a 'Validation Error' toast on submit, and the server's answer is
// mapped back onto the fields (or shown as the form's failure message). A success takes the form's
// earlier error toasts off the screen before it shows its own. What was filled in before the form
// was live (autofill, typed while the page loaded) becomes the form's values (formRef).
import { useRef } from 'react';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'next-i18next/pages';
import type { ApiFailure } from '@/lib/use-api-mutation';
import { hideToast } from '@/lib/toast';
import { useFilledEarly } from '@/lib/use-filled-early';
import { isRateLimited, notifyError as showError, notifySuccess as showSuccess, serverFieldErrors } from './submission';

export function useFormFeedback<Values extends Record<string, unknown>>(form: UseFormReturnType<Values>, failureKey: string) {
  const { t } = useTranslation('leads');
  const errorToasts = useRef<string[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  useFilledEarly(formRef, (input) => {
    if (!(input.name in form.values)) return; // not one of the form's fields (the honeypot)
    const value = input instanceof HTMLInputElement && input.type === 'checkbox' ? input.checked : input instanceof HTMLSelectElement && input.value === '' ? null : input.value;
    form.setFieldValue(input.name, value as never);
  });
  const notifyError = (title: string, message: string) => void errorToasts.current.push(showError(title, message));
  /** A sent form: its earlier problems are over, so their toasts go. */
  const notifySuccess = (title: string, message: string) => {
    errorToasts.current.splice(0).forEach(hideToast);
    showSuccess(title, message);
  };

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

  return { onServerError, showFirstError, field, notifySuccess, formRef };
}
