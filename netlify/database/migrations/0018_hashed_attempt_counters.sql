-- Attempt counters are now stored under an HMAC of their name (src/server/http/rate-limit.ts), not
-- the name itself, which held e-mail addresses and IP addresses. The old rows are dropped: a counter
-- lives at most an hour, so nothing that matters is lost. The daily purge removes counters a day
-- after their window began, by window_start.
DELETE FROM rate_limits;
CREATE INDEX rate_limits_window_start_idx ON rate_limits (window_start);
