// Stripe, when the owner configures it (issue 45): the settings from env.mjs and the SDK's client.
// The official `stripe` package verifies webhook signatures and sends the API version this code
// was written against with every request. Tests build a client for a local stand-in of the
// API (`api`: the SDK's host/port/protocol options) instead of api.stripe.com.
import Stripe from 'stripe';
import { env } from '@/config/env.mjs';

/**
 * The Stripe API version these requests and the webhook's events are read with. Upgrading the
 * `stripe` package makes the type check fail here until this is moved on deliberately (and the
 * webhook endpoint in Stripe's dashboard with it).
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where the API answers; unset: api.stripe.com over HTTPS. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Both secrets set in the environment, or null: card payment online is off. */
export function stripeSettings(source: { STRIPE_SECRET_KEY?: string; STRIPE_WEBHOOK_SECRET?: string } = env): StripeSettings | null {
  const secretKey = source.STRIPE_SECRET_KEY;
  const webhookSecret = source.STRIPE_WEBHOOK_SECRET;
  return secretKey && webhookSecret ? { secretKey, webhookSecret } : null;
}

/** A client for these settings: the pinned API version, a few retries, and no telemetry headers. */
export function createStripeClient(settings: Pick<StripeSettings, 'secretKey' | 'api'>): Stripe {
  return new Stripe(settings.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'magnolia-landscape-supply' },
    ...settings.api,
  });
}

let fromEnv: Stripe | null | undefined;

/** The server's client (made once), or null when Stripe is not configured. */
export function configuredStripe(): Stripe | null {
  if (fromEnv === undefined) {
    const settings = stripeSettings();
    fromEnv = settings ? createStripeClient(settings) : null;
  }
  return fromEnv;
}
