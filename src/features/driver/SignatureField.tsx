// The receiver's signature drawn with a finger (issue 46; `signature_pad`). The canvas is drawn at
// the screen's pixel ratio (at most 2, so the PNG stays a few kB) and follows its box's size: the
// strokes are kept (in CSS pixels) and drawn again, so a turned phone does not lose a signature.
import { forwardRef, useEffect, useEffectEvent, useId, useImperativeHandle, useRef } from 'react';
import { Button, Group, Input } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import SignaturePad from 'signature_pad';

export interface SignatureHandle {
  isEmpty(): boolean;
  /** The signature as a PNG, or null when nothing was drawn. */
  toBlob(): Promise<Blob | null>;
}

interface Props {
  error?: string | null;
  onChange: (empty: boolean) => void;
}

export const SignatureField = forwardRef<SignatureHandle, Props>(function SignatureField({ error, onChange }, ref) {
  const { t } = useTranslation('driver');
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const changed = useEffectEvent(onChange);
  const id = useId();

  useEffect(() => {
    const element = canvas.current!;
    const signature = new SignaturePad(element, { penColor: '#111', minWidth: 1, maxWidth: 3 });
    pad.current = signature;
    const fit = () => {
      const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), 2);
      if (element.width === Math.round(element.offsetWidth * ratio) && element.height === Math.round(element.offsetHeight * ratio)) return;
      element.width = Math.round(element.offsetWidth * ratio);
      element.height = Math.round(element.offsetHeight * ratio);
      element.getContext('2d')?.scale(ratio, ratio);
      signature.fromData(signature.toData());
      changed(signature.isEmpty());
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    const stroke = () => changed(signature.isEmpty());
    signature.addEventListener('endStroke', stroke);
    return () => {
      observer.disconnect();
      signature.removeEventListener('endStroke', stroke);
      signature.off();
    };
  }, []);

  useImperativeHandle(ref, () => ({
    isEmpty: () => pad.current?.isEmpty() ?? true,
    toBlob: () =>
      new Promise((resolve) => {
        if (!pad.current || pad.current.isEmpty() || !canvas.current) return resolve(null);
        canvas.current.toBlob(resolve, 'image/png');
      }),
  }));

  return (
    <Input.Wrapper label={t('delivered.signature')} description={t('delivered.signatureHint')} error={error} id={id} required>
      <canvas
        ref={canvas}
        id={id}
        role="img"
        aria-label={t('delivered.signature')}
        aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}
        data-invalid={Boolean(error)}
        // Focused (not tabbed to) when the form is refused for a missing signature.
        tabIndex={-1}
        data-testid="signature-pad"
        style={{ display: 'block', width: '100%', height: 180, touchAction: 'none', border: `1px solid ${error ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`, borderRadius: 4, background: '#fff' }}
      />
      <Group justify="flex-end" mt={4}>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            pad.current?.clear();
            onChange(true);
          }}
        >
          {t('delivered.clearSignature')}
        </Button>
      </Group>
    </Input.Wrapper>
  );
});
