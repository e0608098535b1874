// Amounts the preview screens show. Only the lifetime entry fee comes from the spec
// (contract/limits.ts); the rest are sample figures, like the seed's AI voice prices.
export { LIFETIME_ENTRY_FEE_YUAN, POINTS_REFUND_HOURS } from '#contract/limits.ts';

/** The seed's AI voice prices (seeds/records/audio-rules.ts). */
export const AUDIO_PRICE_ONE = 9.9;
export const AUDIO_PRICE_FIVE = 39.9;

/** Top-up packages: yuan paid and bonus points (1 yuan = 1 point). */
export const RECHARGE_PACKAGES = [
  { yuan: 100, bonus: 0 },
  { yuan: 300, bonus: 20 },
  { yuan: 500, bonus: 50 },
  { yuan: 1000, bonus: 110 },
  { yuan: 3000, bonus: 380 },
  { yuan: 5000, bonus: 700 },
] as const;
