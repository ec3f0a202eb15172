// Label / value rows for the notifications to the business inbox.
import { Section, Text } from '@react-email/components';

export interface FieldRow {
  label: string;
  value: string;
}

const label = { margin: '8px 0 0', fontSize: '12px', color: '#5b6b5b', textTransform: 'uppercase' as const };
// pre-wrap keeps the visitor's line breaks without ever interpreting their text as HTML.
const value = { margin: '2px 0 0', fontSize: '15px', whiteSpace: 'pre-wrap' as const };

export function FieldTable({ rows }: { rows: FieldRow[] }) {
  return (
    <Section>
      {rows.map((row) => (
        <div key={row.label}>
          <Text style={label}>{row.label}</Text>
          <Text style={value}>{row.value}</Text>
        </div>
      ))}
    </Section>
  );
}
