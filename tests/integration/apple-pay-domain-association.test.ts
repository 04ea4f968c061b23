import { afterEach, describe, expect, it } from 'vitest';
import applePayDomainAssociation from '../../netlify/functions/apple-pay-domain-association.mts';
import { call } from './support/call';
import { applySettings } from './support/env-settings';

const PATH = '/.well-known/apple-developer-merchantid-domain-association';
/** The shape of the file Stripe gives: one long line of hex, nothing to interpret. */
const FILE =
  '7B227073704964223A2239373943394538343346343131343044463144313834343232393232313734313034353044314339464446394437384337313531303944334643463542433731222C2276657273696F6E223A317D';

let restore: (() => void) | undefined;
afterEach(() => restore?.());

describe("Apple Pay's domain association file", () => {
  it('is served as the setting holds it, as plain text, for Apple to verify the domain', async () => {
    restore = applySettings({ APPLE_PAY_DOMAIN_ASSOCIATION: FILE });
    const answer = await call(applePayDomainAssociation, PATH);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(answer.body).toBe(FILE);
  });

  it('is not found while the setting is unset: no wallet claims a domain it was not given', async () => {
    restore = applySettings({ APPLE_PAY_DOMAIN_ASSOCIATION: '' });
    const answer = await call(applePayDomainAssociation, PATH);
    expect(answer.status).toBe(404);
  });
});
