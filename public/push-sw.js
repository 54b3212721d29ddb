// The service worker's web push handling (docs/live-draws.md), loaded into the generated worker (sw.js,
// vite.config.ts importScripts). A win alert's text was written by the server in the subscriber's language;
// here it is only shown. A tap on it opens (or focuses) the app at the alert's page, /mynumbers/.
self.addEventListener('push', (event) => {
  const read = () => {
    try {
      return event.data ? event.data.json() : {};
    } catch {
      return {};
    }
  };
  const alert = read() ?? {};
  if (typeof alert.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: typeof alert.body === 'string' ? alert.body : '',
      tag: typeof alert.tag === 'string' ? alert.tag : undefined,
      icon: '/brands/tikam-192.png',
      data: { url: typeof alert.url === 'string' && alert.url.startsWith('/') ? alert.url : '/mynumbers/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/mynumbers/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      if (open) {
        await open.focus();
        return open.navigate(url);
      }
      return self.clients.openWindow(url);
    })(),
  );
});
