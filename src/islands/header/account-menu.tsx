import { DropdownMenu } from 'radix-ui';
import { greeting, type SessionUser } from '@/domain/session-user';
import { buttonVariants } from '@/components/ui/button-variants';
import { signOut } from '@/stores/sign-out';

const itemClass =
  'flex min-h-11 cursor-pointer items-center rounded-md px-3 text-sm text-ink outline-none select-none data-[highlighted]:bg-brand-100 data-[highlighted]:text-brand-900';

/** The signed-in menu. Loaded only once someone is signed in, to keep guests' pages light. */
export default function AccountMenu({ user }: { user: SessionUser }) {
  return (
    // Not modal and not portalled: the open menu stays inside the header landmark and leaves the
    // rest of the page readable by assistive technology instead of hiding it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={`${buttonVariants({ variant: 'secondary', size: 'md' })} max-w-40 px-3 sm:max-w-none`}
      >
        <span className="truncate whitespace-nowrap">{greeting(user)}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="hidden size-4 shrink-0 sm:block" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className="z-50 min-w-52 rounded-lg border border-brand-200 bg-white p-1 shadow-lg"
      >
        <DropdownMenu.Item asChild className={itemClass}>
          <a href="/order-history">Order History</a>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClass}>
          <a href="/account">Account Settings</a>
        </DropdownMenu.Item>
        {user.isAdmin && (
          <DropdownMenu.Item asChild className={itemClass}>
            <a href="/admin">Admin Dashboard</a>
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator className="my-1 h-px bg-brand-100" />
        <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
          Sign Out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
