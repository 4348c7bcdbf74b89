/**
 * How long a server keeps an idle keep-alive connection open. A client keeps idle connections in
 * its pool and reuses them (Node's agents and Playwright's `request` fixture: ~5 s); when the
 * server drops the socket first (Node's default keepAliveTimeout is 5 s too), a request sent on
 * it just then fails with ECONNRESET ("socket hang up"). Holding idle sockets longer than any
 * client pools them leaves the closing to the client, which never races its own request.
 */
export const IDLE_CONNECTION_HOLD_MS = 65_000;

/**
 * The mock's and the preview server's settings. The headers timeout is counted from a request's
 * first byte on a reused socket too, so it must outlast the idle hold (Node's rule), or an idle
 * socket would be cut by it instead.
 */
export const holdIdleConnections = (server: { keepAliveTimeout: number; headersTimeout: number }): void => {
  server.keepAliveTimeout = IDLE_CONNECTION_HOLD_MS;
  server.headersTimeout = IDLE_CONNECTION_HOLD_MS + 1_000;
};
