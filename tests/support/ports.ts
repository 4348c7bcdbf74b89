/** Ports of the end-to-end stack; apart from the dev ones (5173/4173/4010) so both can run at once. */
export const E2E_APP_PORT = 4174;
export const E2E_MOCK_PORT = 4011;
