// Placeholder until the contact form lands (issue 5). Same name and props as the real one.
export function ContactForm() {
  return null;
}
