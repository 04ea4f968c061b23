/*
 * The owner's order alerts (issue 25): shows the shop's pushes ('New order KBT-12', the window and
 * the total) and opens the order in /admin when one is tapped, in the /admin tab already open if
 * there is one. Registered by /admin only when the owner turns alerts on; it caches nothing.
 */
self.addEventListener('push', (event) => {
  let alert = { title: 'New order', body: '', url: '/admin', tag: 'order' };
  try {
    alert = { ...alert, ...event.data.json() };
  } catch {
    // A push without the shop's JSON still says that something arrived.
  }
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      data: { url: alert.url },
      icon: '/favicon.svg',
      requireInteraction: true,
    }),
  );
});

// Take the open /admin tab under control at once, so a tapped alert can bring it to the order.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/admin', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const admin = windows.find((client) => new URL(client.url).pathname === '/admin');
      if (admin) {
        try {
          await admin.focus();
          await admin.navigate(url);
          return;
        } catch {
          // A tab this worker does not control cannot be moved: open the order in a new one.
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
