// The driver's phone view of their deliveries for a day (issue 46). Placeholder until the view lands.
export function DriverDay() {
  return null;
}
