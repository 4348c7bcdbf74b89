/**
 * The key of the `signature` header (HMAC-SHA256 of the nonce). Builds read VITE_APP_SECRET; this
 * default is for local development and the Pact examples only (the mock checks signatures with the
 * same default, mock-server/http/signature.ts, unless MOCK_APP_SECRET or VITE_APP_SECRET says
 * otherwise); production builds must set their own secret.
 */
export const DEV_APP_SECRET = "gawe-dev-secret";
