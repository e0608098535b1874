/**
 * A front-end route's path (react-router's `/detail/:id`) as a pattern for a page's path: each
 * `:param` one segment, a trailing slash allowed. The server reads the route table's paths from
 * the build (the first paint's routes, route-preloads.json) and matches pages with this.
 */
export const routePattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`);
