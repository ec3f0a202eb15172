// An order's address is written one way everywhere (screens, ticket, invoice, map link), with its state.
import { expect, it } from 'vitest';
import { addressLine, addressMapUrl, townLine } from '@/domain/delivery-address';

const home = { street: '1234 Spring Cypress Rd', city: 'Magnolia', zip: '77354' };

it('writes the street, the town, TX and the ZIP code, and nothing for a pickup', () => {
  expect(addressLine(home)).toBe('1234 Spring Cypress Rd, Magnolia, TX 77354');
  expect(townLine(home)).toBe('Magnolia, TX 77354');
  expect(addressLine({ street: '', city: '', zip: '' })).toBe('');
  expect(addressMapUrl({ street: '', city: '', zip: '' })).toBeNull();
});

it('links the same address to a map search', () => {
  expect(addressMapUrl(home)).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('1234 Spring Cypress Rd, Magnolia, TX 77354')}`);
});
