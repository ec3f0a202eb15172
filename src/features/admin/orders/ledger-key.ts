// The idempotency key a ledger form sends: made when the form opens, again after each save.
export const randomKey = () => crypto.randomUUID();
