// Label / value rows for the notifications to the business inbox.
import { Section, Text } from '@react-email/components';

export interface FieldRow {
  label: string;
  value: string;
}

const label = { margin: '8px 0 0', fontSize: '12px', color: '#5b6b5b', textTransform: 'uppercase' as const };
const value = { margin: '2px 0 0', fontSize: '15px' };

/** The visitor's line breaks, kept as <br/> (the text itself stays text: React escapes it). */
function Lines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return lines.map((line, i) => (
    <span key={i}>
      {line}
      {i < lines.length - 1 ? <br /> : null}
    </span>
  ));
}

export function FieldTable({ rows }: { rows: FieldRow[] }) {
  return (
    <Section>
      {rows.map((row) => (
        <div key={row.label}>
          <Text style={label}>{row.label}</Text>
          <Text style={value}>
            <Lines text={row.value} />
          </Text>
        </div>
      ))}
    </Section>
  );
}
