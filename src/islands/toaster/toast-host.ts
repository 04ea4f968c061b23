import { $toast, showPendingFlashToast } from '@/stores/toasts';

/*
 * The toaster (React and Radix Toast) loads with the page's first toast rather than with the page:
 * most visits to an information page never show one, and they should not pay for React. Once
 * mounted, the toaster shows the current toast and every later one from the same store.
 */
let mounting = false;
$toast.subscribe((toast) => {
  if (!toast || mounting) return;
  mounting = true;
  void import('./mount-toaster').then(({ mountToaster }) => mountToaster());
});

// A toast left by the previous page ('Signed out', 'Welcome back!'...) is shown here, once.
showPendingFlashToast();
