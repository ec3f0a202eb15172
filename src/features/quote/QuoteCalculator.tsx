// Placeholder until the quote calculator lands (issue 4). Same name and props as the real one.
export function QuoteCalculator(_props: { id?: string }) {
  return null;
}
