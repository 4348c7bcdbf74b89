/**
 * A server that never answers: the request fails only when its signal aborts, at once if it was
 * aborted before the call, as fetch does. The client's timeout starts before the request is signed,
 * so on a busy machine it can fire before fetch is called; a fake that only listens for the abort
 * event would then wait forever.
 */
export const hangingFetch = (onCall: () => void = () => undefined): typeof fetch => (_input, init) => {
  onCall();
  return new Promise((_resolve, reject) => {
    const signal = init?.signal;
    if (signal?.aborted === true) return reject(new Error("aborted"));
    signal?.addEventListener("abort", () => reject(new Error("aborted")));
  });
};
