-- Where an address is (issue 50; docs/behaviour/rules.md#where-an-address-is): the outbox also
-- carries the geocoder's look-ups. A 'geocode' row names what to place in its `to_address`
-- ('order:{id}' or 'spot:{id}'; never the address itself, which the sender reads when it runs, so
-- a changed address is placed as it stands), is queued in the booking's (or the spot's) own
-- transaction, and is retried by the outbox's sender like a message when the US Census Bureau's
-- geocoder is down (src/server/outbox/geocode-channel.ts). It is nobody's message: the owner's
-- message log leaves it out, as it does the CDN's purges.
ALTER TABLE outbox DROP CONSTRAINT outbox_channel_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check
  CHECK (channel IN ('email', 'sms', 'push', 'cdn', 'geocode'));

-- The spots already there (the seeded kitchen and church car park) are placed like new ones.
INSERT INTO outbox (channel, kind, to_address, subject, text_body)
  SELECT 'geocode', 'geocode', 'spot:' || id, '', '' FROM pickup_spots WHERE lat IS NULL ORDER BY id;

-- So are the deliveries booked before, from the shop's today on, that a run may still take.
INSERT INTO outbox (channel, kind, order_id, to_address, subject, text_body)
  SELECT 'geocode', 'geocode', id, 'order:' || id, '', '' FROM orders
  WHERE order_type = 'delivery' AND delivery_geo IS NULL AND status <> 'cancelled'
    AND personal_data_removed_at IS NULL
    AND fulfilment_window_start >= (date_trunc('day', now() AT TIME ZONE 'America/Chicago') AT TIME ZONE 'America/Chicago')
  ORDER BY id;
