import { buttonVariants } from '@/components/ui/button-variants';

export function ReturnToHome({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <a href="/" className={buttonVariants({ variant, size: 'lg' })}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
        <path d="M9.3 2.3a1 1 0 0 1 1.4 0l7 7a1 1 0 0 1-1.4 1.4l-.3-.3V16a2 2 0 0 1-2 2h-2a1 1 0 0 1-1-1v-3H9v3a1 1 0 0 1-1 1H6a2 2 0 0 1-2-2v-5.6l-.3.3a1 1 0 0 1-1.4-1.4l7-7Z" />
      </svg>
      Return to Home
    </a>
  );
}
