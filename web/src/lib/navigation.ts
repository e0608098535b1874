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

/** Leaves the single-page app (the imitated OAuth page, an external link). */
export function leaveTo(url: string) {
  window.location.assign(url);
}
