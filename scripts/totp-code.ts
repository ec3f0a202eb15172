// Prints the current two-step verification code for a key, as an authenticator app would show
// it, for signing in to a local back office without a phone:
//   npx tsx scripts/totp-code.ts <key shown on the security page>
import { base32Decode, totp } from '../src/server/auth/totp';

const key = process.argv.slice(2).join('');
if (!key) {
  console.error('Usage: npx tsx scripts/totp-code.ts <base32 key>');
  process.exit(1);
}
let bytes: Buffer;
try {
  bytes = base32Decode(key);
} catch {
  console.error('That is not a base32 key (letters A-Z and digits 2-7).');
  process.exit(1);
}
const now = Date.now();
console.log(`${totp(bytes, now)}  (valid for ${30 - (Math.floor(now / 1000) % 30)} more seconds)`);
