// `npm run push:keys`: prints a new VAPID key pair for the owner's order alerts (Web Push), as the
// settings to paste into Netlify's environment (docs/deploy.md#settings). Keep the private
// key secret; changing the pair turns every device's alerts off until the owner turns them on again.
import webpush from 'web-push';

const { publicKey, privateKey } = webpush.generateVAPIDKeys();
console.log(`VAPID_PUBLIC_KEY=${publicKey}`);
console.log(`VAPID_PRIVATE_KEY=${privateKey}`);
console.log('VAPID_SUBJECT=mailto:owner@example.com  # an address push services can reach the shop at');
