/** The example points balance (home, recharge, record): no call returns a user's points yet. */
export const SAMPLE_POINTS_BALANCE = 1260;
