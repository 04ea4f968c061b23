import { OVERDUE_MINUTES, type SetupFacts } from '@/domain/setup/setup-check';
import { stripeKeyMode } from '@/domain/setup/provider-checks';
import { serverConfig } from '../config';
import type { Db } from '../db';
import { testGatewayAllowed } from '../payments/test-gateway-guard';
import { countOutbox } from '../repositories/outbox-repository';
import { findUserByEmail } from '../repositories/users-repository';
import { kitchenProfile } from '../settings/kitchen-profile-service';
import { taxSettings } from '../tax/tax-settings-service';

/**
 * What the setup check is decided from (src/domain/setup/), read from the settings and the
 * database. A secret setting becomes whether it is set (and a Stripe key its mode) here, so no
 * value of one travels further.
 */
export async function setupFacts(db: Db): Promise<SetupFacts> {
  const config = serverConfig();
  const [admin, tax, kitchen, outbox] = await Promise.all([
    findUserByEmail(db, config.adminEmail),
    taxSettings(db),
    kitchenProfile(db),
    countOutbox(db, `${OVERDUE_MINUTES} minutes`),
  ]);
  return {
    siteUrl: config.siteUrl,
    administrator: {
      email: config.adminEmail,
      account: admin && { proven: admin.passwordProvenAt !== null, twoFactor: admin.twoFactorEnabled },
    },
    payments: {
      stripe: config.stripe && stripeKeyMode(config.stripe.secretKey),
      testGateway: testGatewayAllowed(),
      webhookSecret: Boolean(config.stripe?.webhookSecret),
    },
    smtp: config.smtpUrl !== null,
    twilio: config.twilio !== null,
    vapid: config.push !== null,
    tax: {
      collects: tax.collectsTax,
      stripeTax: config.stripeTax !== null,
      places: tax.places.length,
      unconfirmed: tax.places.filter((place) => !place.confirmed).map((place) => place.name),
    },
    kitchen,
    outbox,
  };
}
