/**
 * Lets non-React code (session, API client) move the user to another page. The app router
 * registers its navigate function at start; before that, a full page load does the job.
 */
type Navigator = (to: string) => void;

let navigator: Navigator = (to) => window.location.assign(to);

export function setNavigator(next: Navigator): void {
  navigator = next;
}

export function navigateTo(to: string): void {
  navigator(to);
}
