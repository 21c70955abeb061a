/** docs/requirements.md §P4: a service worker left by an older deployment is unregistered on start; errors are only logged. */
export async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch (error) {
    console.error('Service worker unregistration failed', error);
  }
}
