import { buttonVariants } from '@/components/ui/button-variants';
import type { SessionUser } from '@/domain/session-user';
import { AuthCard } from './auth-card';

/** What /login and /register show someone who is already signed in: no form, a way on. */
export function SignedInNote({ user }: { user: SessionUser }) {
  return (
    <AuthCard title="You're Signed In" intro={<p>You are signed in as {user.email}.</p>} backHome={false}>
      <div className="flex flex-col gap-3 sm:flex-row">
        <a href="/" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
          Go to the Menu
        </a>
        <a href="/order-history" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          Order History
        </a>
      </div>
    </AuthCard>
  );
}
