/** false when built for the real backend (VITE_BACKEND=real): no demo panel, no mock controls. */
export const IS_MOCK_BACKEND = import.meta.env.VITE_BACKEND !== 'real';

/**
 * Where the API answers: `/api` on this site by default; VITE_API_BASE at build time for a
 * server elsewhere (e.g. `https://mock.example.com/api`, which lists this site in its CORS_ORIGINS).
 */
export const API_BASE = apiBase(import.meta.env.VITE_API_BASE);

/** The API server's own pages (its docs, the mock's controls): beside its `/api`. */
export const serverUrl = (path: string) => `${API_BASE.replace(/\/api$/, '')}${path}`;

export function apiBase(configured: string | undefined): string {
  return (configured?.trim() || '/api').replace(/\/+$/, '');
}
