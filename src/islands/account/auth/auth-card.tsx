import type { ReactNode, Ref } from 'react';
import { textLinkClass } from '@/components/ui/text-link-class';

/** A link inside running text; underlined so it stands out by more than colour. */

interface AuthCardProps {
  /** The page's one h1. */
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Extra classes for the card (the sign-in card's shake). */
  className?: string;
  /** Lets a screen move focus to the heading when its state changes (e.g. 'Check Your Email'). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** A closing line under the form: the links to the other screens. */
  footnote?: ReactNode;
  /** The 'Back to Home' link under the card; left out where the card itself leads home. */
  backHome?: boolean;
}

/** The card every sign-in screen sits in: a heading, a short introduction, then the form. */
export function AuthCard({
  title,
  intro,
  children,
  className = '',
  headingRef,
  footnote,
  backHome = true,
}: AuthCardProps) {
  return (
    <>
      <div className={`rounded-2xl border border-brand-200 bg-white p-5 shadow-sm sm:p-8 ${className}`}>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-extrabold tracking-tight text-brand-900 outline-none sm:text-3xl"
        >
          {title}
        </h1>
        {intro && <div className="mt-2 text-base text-muted">{intro}</div>}
        <div className="mt-6">{children}</div>
        {footnote && <p className="mt-6 text-center text-sm text-muted">{footnote}</p>}
      </div>
      {backHome && (
        <p className="mt-6 text-center">
          <a href="/" className={`${textLinkClass} text-sm`}>
            Back to Home
          </a>
        </p>
      )}
    </>
  );
}

/** A footnote's question and the link that answers it ('Already have an account? Sign in'). */
export function QuestionLink({ question, href, children }: { question: string; href: string; children: ReactNode }) {
  return (
    <>
      {question}{' '}
      <a href={href} className={textLinkClass}>
        {children}
      </a>
    </>
  );
}
