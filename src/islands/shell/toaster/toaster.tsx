import { useStore } from '@nanostores/react';
import { Toast as RadixToast } from 'radix-ui';
import { CloseIcon } from '@/components/ui/close-icon';
import { $toast, dismissToast, TOAST_DURATION_MS } from '@/stores/shell/toasts';

// Plain strings rather than cn(): tailwind-merge is not worth its weight on every page.
const TOAST_BASE = [
  // The viewport lets clicks through to the page; only the toast itself takes them.
  'pointer-events-auto grid grid-cols-[1fr_auto] items-start gap-x-3 rounded-xl border p-4 shadow-lg',
  'data-[state=open]:animate-[toast-in_200ms_ease-out] data-[state=closed]:animate-[toast-out_300ms_ease-in]',
  'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
  'data-[swipe=end]:animate-[toast-swipe-out_150ms_ease-out]',
].join(' ');
const TOAST_DEFAULT = 'border-brand-200 bg-white text-ink';
const TOAST_DESTRUCTIVE = 'border-red-800 bg-kenya-red text-white';

/**
 * The page's one toaster, shared by every island through the toast store. Radix gives the toasts'
 * behaviour: F8 focuses the region labelled 'Notifications', swiping right past 50 px dismisses,
 * and the timer pauses while hovered or focused.
 */
export default function Toaster() {
  const toast = useStore($toast);

  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toast && (
        <RadixToast.Root
          key={toast.id}
          duration={toast.duration ?? TOAST_DURATION_MS}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
          className={`${TOAST_BASE} ${toast.variant === 'destructive' ? TOAST_DESTRUCTIVE : TOAST_DEFAULT}`}
        >
          <RadixToast.Title className="font-semibold">{toast.title}</RadixToast.Title>
          {toast.description && (
            <RadixToast.Description className="col-start-1 mt-1 text-sm opacity-90">
              {toast.description}
            </RadixToast.Description>
          )}
          <RadixToast.Close
            aria-label="Close"
            className="col-start-2 row-span-2 row-start-1 -m-1 inline-flex size-9 items-center justify-center rounded-md hover:bg-black/10"
          >
            <CloseIcon className="size-4" />
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport
        label="Notifications"
        className="pointer-events-none fixed top-0 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </RadixToast.Provider>
  );
}
