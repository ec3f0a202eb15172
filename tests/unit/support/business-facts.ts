// The business facts a first run seeds from the test configuration (what pages show then).
import { env } from '@/config/env.mjs';
import { businessFacts, seededRow } from '@/domain/business-facts';

export const seededFacts = businessFacts(seededRow(env), { production: false, siteUrl: env.SITE_URL });
