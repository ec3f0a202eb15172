// Where an order goes, written one way on every screen, ticket, invoice and map link: the street,
// then the town, the state and the ZIP code ("1234 Main St, Magnolia, TX 77354"). Every delivery
// is in Texas (the service areas are around Magnolia), so the state is not asked for.

export const DELIVERY_STATE = 'TX';

interface Address {
  street: string;
  city: string;
  zip: string;
}

/** "Magnolia, TX 77354": the second line of the address. */
export const townLine = ({ city, zip }: Pick<Address, 'city' | 'zip'>) => [city, [DELIVERY_STATE, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** The whole address on one line; '' for an order with none (a pickup). */
export const addressLine = (address: Address) => (address.street ? [address.street, townLine(address)].filter(Boolean).join(', ') : '');

/** A search for the address on a map (any map site opens it); null without one. */
export const addressMapUrl = (address: Address) => (address.street ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine(address))}` : null);
