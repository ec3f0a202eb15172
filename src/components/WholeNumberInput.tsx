// A text field for whole numbers (quantities, miles): a numeric keypad on phones; the text stays
// as typed ("1,500" with its comma), the number read from it (thousands separators understood),
// capped at its maximum while typing (the maximum then written in) and brought to its minimum on leaving; arrow keys step by
// one. A decimal part ("2.5", "14,5") is never read as more digits or cut: the field holds no
// number and, once left, says a whole number is needed (`wholeNumberMessage`).
// Used instead of Mantine's NumberInput, whose number-formatting library added about 15 kB
// (gzip) to the home and quote pages for these two fields.
import { useEffect, useEffectEvent, useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { settledWholeNumber, steppedWholeNumber, typedWholeNumber, wholeNumberIssue } from '@/domain/whole-number';

interface Props extends Omit<TextInputProps, 'value' | 'onChange' | 'min' | 'max' | 'type'> {
  value: number | string;
  onChange: (value: number | '') => void;
  min: number;
  max: number;
  /** Shown once the field is left holding a decimal, in the page's language. */
  wholeNumberMessage: string;
  /** Told whether the text is not one whole number ("14.5"), for a form that must not go on meanwhile. */
  onNotWhole?: (notWhole: boolean) => void;
}

export function WholeNumberInput({ value, onChange, min, max, wholeNumberMessage, onNotWhole, onBlur, onKeyDown, error, ...rest }: Props) {
  const range = { min, max };
  const [text, setText] = useState(value === '' ? '' : String(value));
  // The number the text stands for; a value set from outside (a reset, a step) replaces the text.
  const [shown, setShown] = useState<number | string>(value);
  const [left, setLeft] = useState(false);
  if (value !== shown) {
    setShown(value);
    setText(value === '' ? '' : String(value));
  }
  const change = (next: number | '') => {
    setShown(next);
    if (next !== value) onChange(next);
  };
  const decimal = wholeNumberIssue(text) !== null;
  // A field taken away (the ZIP code erased) no longer holds anything that is not whole.
  const cleared = useEffectEvent(() => onNotWhole?.(false));
  useEffect(() => () => cleared(), []);
  return (
    <TextInput
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={text}
      error={error ?? (left && decimal ? wholeNumberMessage : undefined)}
      // A typed letter or sign is refused before it reaches the field, so the caret stays where it
      // was; digits, separators and spaces go in.
      onBeforeInput={(event) => {
        const typed = (event.nativeEvent as InputEvent).data;
        if (typed && typed.length === 1 && !/[\d.,\s]/.test(typed)) event.preventDefault();
      }}
      onChange={(event) => {
        const raw = event.currentTarget.value;
        onNotWhole?.(wholeNumberIssue(raw) !== null);
        const next = wholeNumberIssue(raw) ? '' : typedWholeNumber(raw, range);
        // Above the maximum, the maximum is written in: the field never shows more than it counts.
        setText(next === max && Number(raw.replace(/\D/g, '')) > max ? String(max) : raw);
        setLeft(false);
        change(next);
      }}
      onBlur={(event) => {
        setLeft(true);
        // "1,500" stays as typed; below the minimum, the minimum is written in.
        const settled = settledWholeNumber(value, range);
        if (!decimal && settled !== value) {
          setText(settled === '' ? '' : String(settled));
          change(settled);
        }
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
          event.preventDefault();
          const stepped = steppedWholeNumber(value, event.key === 'ArrowUp' ? 1 : -1, range);
          onNotWhole?.(false);
          setText(String(stepped));
          setLeft(false);
          change(stepped);
        }
        onKeyDown?.(event);
      }}
    />
  );
}
