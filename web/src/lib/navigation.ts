// Navigation from outside React (the API client's error catalogue, the login flow).
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigator(navigate: Navigate) {
  navigateImpl = navigate;
}

export const navigateTo: Navigate = (to, options) => navigateImpl(to, options);

let leaving = false;
// Coming back from the back-forward cache, the page is no longer leaving.
if (!import.meta.env.SSR)
  window.addEventListener('pageshow', () => {
    leaving = false;
  });

/** Leaves the single-page app (the imitated OAuth page, an external link). */
export function leaveTo(url: string) {
  leaving = true;
  window.location.assign(url);
}

/** True once the page is on its way out: redirects inside the app would only get in the way. */
export const isLeaving = () => leaving;
