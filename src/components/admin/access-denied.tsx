import { NoticeCard } from '@/components/session/notice-card';
import { buttonVariants } from '@/components/ui/button-variants';

/**
 * What a signed-in customer sees on /admin: 'Access Denied', why, and the way back
 * home. No Sign In button: they are signed in, just not as the owner.
 */
export function AccessDenied() {
  return (
    <NoticeCard
      tone="danger"
      heading="Access Denied"
      message="You don't have permission to access the admin dashboard."
      icon={
        <>
          <path d="M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6l-8-3Z" />
          <path d="m9.5 9.5 5 5m0-5-5 5" />
        </>
      }
    >
      <a href="/" className={buttonVariants({ variant: 'primary', size: 'md' })}>
        Back to Home
      </a>
    </NoticeCard>
  );
}
