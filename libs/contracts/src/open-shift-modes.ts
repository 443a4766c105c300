/** How an open shift's claim is settled (ADR 0078): the first eligible claim takes it, or a manager chooses among the claims. */
export const OPEN_SHIFT_CLAIM_MODES = ['first', 'approval'] as const;
export type OpenShiftClaimMode = (typeof OPEN_SHIFT_CLAIM_MODES)[number];
