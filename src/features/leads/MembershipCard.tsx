// Placeholder until the member-pricing application lands (issue 5). Same name and props as the real one.
export function MembershipCard() {
  return null;
}
