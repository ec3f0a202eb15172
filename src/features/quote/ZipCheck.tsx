// Placeholder until the ZIP check lands (issue 4). Same name and props as the real one.
export function ZipCheck(_props: { id?: string }) {
  return null;
}
