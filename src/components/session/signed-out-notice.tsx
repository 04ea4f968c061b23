import { buttonVariants } from '@/components/ui/button-variants';
import { NoticeCard } from './notice-card';

interface SignedOutNoticeProps {
  /** The page's h1 in this state ('Sign In Required', 'Access Denied'). */
  heading: string;
  message: string;
  /** The second way on, beside Sign In (Create Account, Back to Home). */
  alternative: { href: string; label: string };
}

/** What a signed-out visitor sees on a signed-in-only screen: why, a Sign In link, and one other way on. */
export function SignedOutNotice({ heading, message, alternative }: SignedOutNoticeProps) {
  return (
    <NoticeCard
      heading={heading}
      message={message}
      icon={
        <>
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </>
      }
    >
      <a href="/login" className={buttonVariants({ variant: 'primary', size: 'md' })}>
        Sign In
      </a>
      <a href={alternative.href} className={buttonVariants({ variant: 'secondary', size: 'md' })}>
        {alternative.label}
      </a>
    </NoticeCard>
  );
}
