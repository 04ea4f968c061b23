import { githubRepo } from '../cms/cms-config';
import { loadConfig, MissingSettingError } from './config';

type Env = Record<string, string | undefined>;

/**
 * What a live shop cannot open without, checked when Netlify builds the production deploy
 * (CONTEXT=production, astro.config.mjs): every setting the functions require (src/server/config.ts,
 * read as a deploy reads them), a payment provider, and the repository the page editor commits to.
 * It throws MissingSettingError naming the first setting missing, so the build fails before anything
 * is deployed instead of the first customer meeting the error (docs/deploy.md).
 */
export function checkProductionSettings(env: Env): void {
  const config = loadConfig({ ...env, NODE_ENV: 'production' });
  // The test gateway takes no money: a live shop without Stripe's keys only runs on an explicit choice.
  if (!config.stripe && !config.testGatewayEnabled) {
    throw new MissingSettingError('STRIPE_SECRET_KEY', 'the Stripe account that takes the live shop’s payments');
  }
  if (!githubRepo(env)) {
    throw new MissingSettingError(
      'CMS_GITHUB_REPO',
      'the GitHub repository ("owner/name") the page editor commits to, when the build has no REPOSITORY_URL',
    );
  }
}
