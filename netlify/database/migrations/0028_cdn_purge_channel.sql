-- The outbox also carries the CDN's purges (issue 27): after an owner's change that shows on the
-- home page, a 'cdn' row naming the cache tag is queued in the change's own transaction and sent
-- (purgeCache) by the outbox's sender, which retries it, so a failed purge or a function stopped
-- after the save no longer leaves the CDN's copy stale (src/server/outbox/cdn-channel.ts).
ALTER TABLE outbox DROP CONSTRAINT outbox_channel_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check CHECK (channel IN ('email', 'sms', 'push', 'cdn'));
