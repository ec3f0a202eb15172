// A field people never see or reach with the keyboard; bots that fill every input fill it too.
import type { RefObject } from 'react';
import { useTranslation } from 'next-i18next/pages';

const hidden = { position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' } as const;

export function Honeypot({ inputRef, id }: { inputRef: RefObject<HTMLInputElement | null>; id: string }) {
  const { t } = useTranslation('leads');
  return (
    <div style={hidden} aria-hidden="true">
      <label htmlFor={id}>{t('honeypot')}</label>
      <input ref={inputRef} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
