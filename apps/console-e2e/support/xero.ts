/** The Xero app the browser tests' server is configured with (global-setup); the Xero test's fake knows it too. */
export const E2E_XERO_CLIENT = { id: 'timekeep-e2e', secret: 'timekeep-e2e-xero-secret' };
