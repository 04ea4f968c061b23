/*
 * The site's own setup: the address every e-mailed link and shared page is built on, and the
 * administrator's account (docs/behaviour/rules.md#administrator).
 */
import type { SetupCheck, SetupFacts } from './setup-check';

/** Hosts only this machine reaches: links built on them work for nobody else. */
const LOCAL_HOST = /^(localhost|.*\.localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/;

/** PUBLIC_SITE_URL must be the shop's public https address. */
export function siteUrlCheck(siteUrl: string): SetupCheck {
  const url = URL.canParse(siteUrl) ? new URL(siteUrl) : null;
  const fail = (detail: string): SetupCheck => ({ id: 'site-url', ok: false, detail });
  if (!url) return fail(`PUBLIC_SITE_URL (${siteUrl}) is not a web address: set it to the shop's https address.`);
  if (LOCAL_HOST.test(url.hostname)) {
    return fail(`${siteUrl} is this computer's own address: set PUBLIC_SITE_URL to the shop's public https address.`);
  }
  if (url.protocol !== 'https:') {
    return fail(`${siteUrl} is not https: set PUBLIC_SITE_URL to the shop's https address.`);
  }
  return { id: 'site-url', ok: true, detail: `Links in e-mails and texts go to ${siteUrl}.` };
}

/**
 * ADMIN_EMAIL's account, its address proven and two-factor sign-in on: whoever learns the password
 * alone cannot run the shop.
 */
export function administratorCheck({ email, account }: SetupFacts['administrator']): SetupCheck {
  if (!account) {
    return {
      id: 'administrator',
      ok: false,
      detail: `${email} (ADMIN_EMAIL) has no account: create one with that address.`,
    };
  }
  const steps = [
    ...(account.proven
      ? []
      : [`On /admin press 'Email Me the Link' and set the password through it, to prove ${email}.`]),
    ...(account.twoFactor ? [] : ['Turn on two-factor sign-in in Account Settings (/account).']),
  ];
  if (steps.length === 0) {
    return { id: 'administrator', ok: true, detail: `${email} is proven and signs in with two-factor sign-in.` };
  }
  return { id: 'administrator', ok: false, detail: steps.join(' Then: ') };
}
