import { DEMO_ACCOUNTS } from "../../mock-server/store/demo-accounts";
import { errorCodeOf, startHarness } from "../../mock-server/testing/mock-harness";

/**
 * How long the mock takes to refuse what a hostile client sends (issue 10, item 3), for
 * `npm run bench`: the slowest endpoint's answer to a body far over its limit (a 300,000-item
 * array: 413 at once, the body discarded unread) and to a body just under it full of wrongly typed
 * items (at most MAX_ISSUES issues listed). That the answers are right is checked in
 * mock-server/http/hardening.test.ts; how fast, here, as a busy machine slows them without a regression.
 */
export const measureMockRefusals = async (): Promise<Record<string, number>> => {
  const h = await startHarness();
  try {
    const token = await h.logIn(DEMO_ACCOUNTS.seeker.phone);
    const withBody = h.server.endpoints.filter((e) => e.hasBody);
    const timed = async (method: string, path: string, body: string, expected: string | null): Promise<number> => {
      const started = performance.now();
      const res = await h.call(method, path.replace(/:(\w+)/g, "x"), { token, body });
      const ms = performance.now() - started;
      if (expected !== null && errorCodeOf(res) !== expected) throw new Error(`${method} ${path}: ${res.status} ${errorCodeOf(res) ?? ""}, not ${expected}`);
      return ms;
    };
    const huge = JSON.stringify({ photos: new Array(300_000).fill(0), job: { photos: new Array(300_000).fill(0) } });
    let hugeMax = 0;
    for (const e of withBody) hugeMax = Math.max(hugeMax, await timed(e.method, e.path, huge, "PAYLOAD_TOO_LARGE"));
    let issuesMax = 0;
    for (const e of withBody) {
      // As many wrongly typed items as fit under the limit, under every key a schema may have.
      const items = new Array(Math.floor(((e.maxBodyBytes ?? 0) - 400) / 2 / 4)).fill(0);
      const body = JSON.stringify({ photos: items, experience: items, documents: items, job: { photos: items } });
      issuesMax = Math.max(issuesMax, await timed(e.method, e.path, body, null));
    }
    return { "mock.hugeBody413": Math.round(hugeMax), "mock.issuesAnswer": Math.round(issuesMax) };
  } finally {
    await h.stop();
  }
};
