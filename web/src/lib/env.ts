/** false when built for the real backend (VITE_BACKEND=real): no demo panel, no mock controls. */
export const IS_MOCK_BACKEND = import.meta.env.VITE_BACKEND !== 'real';
