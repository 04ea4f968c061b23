import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { buttonVariants } from '@/components/ui/button-variants';
import { verifyEmailSchema } from '@/domain/schemas';
import { verifyEmailAddress, type VerifyResult } from '@/stores/account/email-verification';
import { AuthCard } from './auth-card';

/**
 * /verify-email?token=... : opens the link from the verification email. The page is static, so the
 * browser sends the token (a POST: mail scanners that fetch links do not spend it), then says
 * whether the address is verified or the link no longer works, and where to go next.
 */
export const SIGNED_OUT_EVERYWHERE =
  'To keep your account safe, confirming the address signed it out everywhere. Sign in again to go on.';

export default function VerifyEmail() {
  const [result, setResult] = useState<VerifyResult | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const sent = useRef(false);

  useEffect(() => {
    // Strict mode and re-renders must not spend the single-use token twice.
    if (sent.current) return;
    sent.current = true;
    const token = v.safeParse(
      verifyEmailSchema.entries.token,
      new URLSearchParams(window.location.search).get('token') ?? '',
    );
    if (!token.success) {
      setResult({ ok: false, message: token.issues[0].message });
      return;
    }
    void verifyEmailAddress(token.output).then(setResult);
  }, []);

  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);

  if (!result) {
    return (
      <AuthCard title="Verifying Your Email" headingRef={heading} backHome={false}>
        <p role="status" className="text-muted">
          Checking your link...
        </p>
      </AuthCard>
    );
  }
  if (result.ok) {
    // Proving the address ended the account's sessions, this browser's too (docs/behaviour/api.md).
    return (
      <AuthCard
        title="Email Verified"
        headingRef={heading}
        intro={
          <>
            <p role="status">{result.message}</p>
            <p className="mt-2">{SIGNED_OUT_EVERYWHERE}</p>
          </>
        }
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <a href="/login" className={`${buttonVariants({ variant: 'primary', size: 'lg' })} w-full sm:w-auto`}>
            Sign In
          </a>
          <a href="/" className={`${buttonVariants({ variant: 'secondary', size: 'lg' })} w-full sm:w-auto`}>
            Order Food
          </a>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Link Not Valid" headingRef={heading} intro={<p role="alert">{result.message}</p>}>
      <a href="/account" className={`${buttonVariants({ variant: 'primary', size: 'lg' })} w-full`}>
        Go to Account Settings
      </a>
    </AuthCard>
  );
}
