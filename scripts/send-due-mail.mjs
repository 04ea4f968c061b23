// `npm run mail:send-due`: runs the mail sender once against the running local site (`npm run dev`,
// or SITE_URL=http://localhost:8888 for the production build), the way Netlify runs the Scheduled
// Function `send-due-mail` every minute in production. Locally without SMTP_URL the outbox table is
// the mailbox, so it answers {"outboxOnly": true}; with SMTP_URL set (e.g. a local Mailpit) it
// delivers the due messages and prints how many were sent, left to retry or given up.
const site = (process.env.SITE_URL ?? 'http://localhost:4321').replace(/\/$/, '');

try {
  const answer = await fetch(`${site}/.netlify/functions/send-due-mail`, { method: 'POST' });
  const body = await answer.text();
  console.log(`[mail:send-due] ${answer.status} ${body}`);
  process.exitCode = answer.ok ? 0 : 1;
} catch (error) {
  console.error(`[mail:send-due] could not reach ${site}: is the site running (npm run dev)? ${error.message}`);
  process.exitCode = 1;
}
