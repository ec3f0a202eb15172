// The business's letterhead on a printed quote (the back office's and the customer's): name,
// address, phone and e-mail as the business settings hold them.
import { Text, Title } from '@mantine/core';
import { phoneText } from '@/config/business';
import { addressLine, type BusinessFacts } from '@/domain/business-facts';

export function Letterhead({ business }: { business: Pick<BusinessFacts, 'name' | 'phone' | 'email' | 'address'> }) {
  return (
    <div data-testid="letterhead">
      <Title order={1} size="h2">
        {business.name}
      </Title>
      <Text size="sm">{addressLine(business)}</Text>
      {business.phone && <Text size="sm">{phoneText(business.phone)}</Text>}
      {business.email && <Text size="sm">{business.email}</Text>}
    </div>
  );
}
