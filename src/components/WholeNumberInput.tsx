// A text field for whole numbers (quantities, miles): a numeric keypad on phones, digits only
// (pasted thousands separators are understood, a decimal part is cut), capped at its maximum while
// typing, brought to its minimum on leaving, arrow keys step by one.
// Used instead of Mantine's NumberInput, whose number-formatting library added about 15 kB
// (gzip) to the home and quote pages for these two fields.
import { TextInput, type TextInputProps } from '@mantine/core';
import { settledWholeNumber, steppedWholeNumber, typedWholeNumber } from '@/domain/whole-number';

interface Props extends Omit<TextInputProps, 'value' | 'onChange' | 'min' | 'max' | 'type'> {
  value: number | string;
  onChange: (value: number | '') => void;
  min: number;
  max: number;
}

export function WholeNumberInput({ value, onChange, min, max, onBlur, onKeyDown, ...rest }: Props) {
  const range = { min, max };
  return (
    <TextInput
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={value === '' ? '' : String(value)}
      // A typed non-digit is refused before it reaches the field, so the caret stays where it was.
      onBeforeInput={(event) => {
        const typed = (event.nativeEvent as InputEvent).data;
        if (typed && typed.length === 1 && !/\d/.test(typed)) event.preventDefault();
      }}
      onChange={(event) => onChange(typedWholeNumber(event.currentTarget.value, range))}
      onBlur={(event) => {
        const settled = settledWholeNumber(value, range);
        if (settled !== value) onChange(settled);
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
          event.preventDefault();
          onChange(steppedWholeNumber(value, event.key === 'ArrowUp' ? 1 : -1, range));
        }
        onKeyDown?.(event);
      }}
    />
  );
}
