-- The administrator must prove the ADMIN_EMAIL address (docs/behaviour/rules.md#administrator), and
-- may add a second factor to signing in.

-- Set when the account opened a verification link sent to its address, or a password-reset link
-- (which proves the same).
ALTER TABLE users ADD COLUMN email_verified_at TIMESTAMPTZ;

-- TOTP (RFC 6238). Secrets are stored sealed (AES-256-GCM, src/server/auth/sealed-secret.ts):
-- totp_secret once the first code confirmed it, totp_pending_secret between setup and that code.
ALTER TABLE users ADD COLUMN totp_secret TEXT;
ALTER TABLE users ADD COLUMN totp_pending_secret TEXT;
-- The time step of the last code accepted, so each code works once (RFC 6238, section 5.2).
ALTER TABLE users ADD COLUMN totp_last_step BIGINT;

-- Whether the session was opened with the second factor (admin calls need it once TOTP is on).
ALTER TABLE sessions ADD COLUMN second_factor BOOLEAN NOT NULL DEFAULT false;

-- Password-reset tokens become one-time tokens of either purpose; only hashes are stored.
ALTER TABLE password_reset_tokens RENAME TO account_tokens;
ALTER TABLE account_tokens ADD COLUMN purpose TEXT NOT NULL DEFAULT 'password-reset'
  CHECK (purpose IN ('password-reset', 'email-verification'));
ALTER TABLE account_tokens ALTER COLUMN purpose DROP DEFAULT;

-- Single-use recovery codes for a lost authenticator, stored as SHA-256 hashes.
CREATE TABLE recovery_codes (
  user_id    BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash  TEXT NOT NULL,
  used_at    TIMESTAMPTZ,
  PRIMARY KEY (user_id, code_hash)
);
