import { $toast, showPendingFlashToast } from '@/stores/shell/toasts';

/*
 * The toaster (React and Radix Toast) loads with the page's first toast rather than with the page:
 * most visits to an information page never show one, and they should not pay for React. Once
 * mounted, the toaster shows the current toast and every later one from the same store.
 */
let mounting = false;
$toast.subscribe((toast) => {
  if (!toast || mounting) return;
  mounting = true;
  void import('./mount-toaster').then(({ mountToaster }) => {
    // Radix's own region (and its F8) takes over: one region named Notifications on the page.
    document.getElementById('notifications')?.remove();
    mountToaster();
  });
});

// F8 reaches the notifications from the first keystroke (the spec's shortcut), without loading
// React: the layout's empty region stands in until the toaster brings Radix's.
document.addEventListener('keydown', (event) => {
  if (event.key !== 'F8' || event.defaultPrevented) return;
  const region = document.getElementById('notifications');
  if (!region) return;
  event.preventDefault();
  region.focus();
});

// A toast left by the previous page ('Signed out', 'Welcome back!'...) is shown here, once.
showPendingFlashToast();
