import { QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { READS, type Changed, type ReadKey } from "./data";
import { askAgain, queryClient } from "./query-client";
import { announceAcceptedWrite } from "./writes";

const OWNER = "u-1";
const asked = new Map<string, number>();
const unsubscribes: (() => void)[] = [];

/** A read some screen shows: an observer on its entry, each call of its query counted. */
const onScreen = async (key: ReadKey): Promise<void> => {
  const queryKey = [OWNER, ...key];
  const observer = new QueryObserver(queryClient(), {
    queryKey,
    queryFn: () => {
      asked.set(JSON.stringify(key), (asked.get(JSON.stringify(key)) ?? 0) + 1);
      return Promise.resolve("value");
    },
  });
  unsubscribes.push(observer.subscribe(() => undefined));
  await expect.poll(() => queryClient().getQueryState(queryKey)?.status).toBe("success");
};

/** A read in the cache that no screen shows. */
const offScreen = (key: ReadKey): void => void queryClient().setQueryData([OWNER, ...key], "value");

const cached = (key: ReadKey): boolean => queryClient().getQueryData([OWNER, ...key]) !== undefined;

/** After the write, how many times each read was asked since it first loaded. */
const askedAfter = async (changed: readonly Changed[], keys: readonly ReadKey[]): Promise<Record<string, number>> => {
  announceAcceptedWrite(changed);
  await expect.poll(() => queryClient().isFetching()).toBe(0);
  return Object.fromEntries(keys.map((key) => [JSON.stringify(key), (asked.get(JSON.stringify(key)) ?? 0) - 1]));
};

afterEach(() => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
  queryClient().clear();
  asked.clear();
});

describe("an accepted write refreshes the reads holding what it changed, and only those", () => {
  it("asks again the reads on screen that hold the data, not the others", async () => {
    const keys: ReadKey[] = [["my-profile"], ["daily-jobs"], ["categories"], ["business"]];
    for (const key of keys) await onScreen(key);
    expect(await askedAfter(["my-profile"], keys)).toEqual({ '["my-profile"]': 1, '["daily-jobs"]': 1, '["categories"]': 0, '["business"]': 0 });
  });

  it("forgets the reads no screen shows that hold the data, so the next screen asks for them; keeps the others", async () => {
    offScreen(["resume", "u-1"]);
    offScreen(["provider-home"]);
    await askedAfter(["intro-video"], []);
    expect(cached(["resume", "u-1"])).toBe(false);
    expect(cached(["provider-home"])).toBe(true);
  });

  it("marks a read on screen outdated until its fresh answer is in (a screen opened meanwhile waits for it)", async () => {
    await onScreen(["business"]);
    announceAcceptedWrite(["business"]);
    expect(queryClient().getQueryState([OWNER, "business"])?.isInvalidated).toBe(true);
    await expect.poll(() => queryClient().getQueryState([OWNER, "business"])?.isInvalidated).toBe(false);
  });

  it("one item: the reads of that item and those holding all of that data, not the reads of other items", async () => {
    const keys: ReadKey[] = [
      ["offer", "o-1"],
      ["offer", "o-2"],
      ["my-offers"],
      ["payment", "p-1"],
      ["payment-receipt", "p-1"],
    ];
    for (const key of keys) await onScreen(key);
    expect(await askedAfter([["offers", "o-1"]], keys)).toEqual({ '["offer","o-1"]': 1, '["offer","o-2"]': 0, '["my-offers"]': 1, '["payment","p-1"]': 1, '["payment-receipt","p-1"]': 0 });
  });

  it("nothing changed: nothing asked; a new session or role: everything asked", async () => {
    const keys: ReadKey[] = [["categories"], ["provider-home"], ["seeker-job", "j-1", null]];
    for (const key of keys) await onScreen(key);
    expect(await askedAfter([], keys)).toEqual({ '["categories"]': 0, '["provider-home"]': 0, '["seeker-job","j-1",null]': 0 });
    expect(await askedAfter(["session"], keys)).toEqual({ '["categories"]': 1, '["provider-home"]': 1, '["seeker-job","j-1",null]': 1 });
  });
});

it("a read of one item is identified by data it holds", () => {
  for (const read of Object.values(READS)) if ("item" in read) expect(read.holds as readonly string[]).toContain(read.item);
});

it("asking again while a first load is on its way shows the later answer, not the one asked before", async () => {
  const queryKey = [OWNER, "work-order", "ord-1"];
  let answerFirst: (value: string) => void = () => undefined;
  const answers = [new Promise<string>((resolve) => (answerFirst = resolve)), Promise.resolve("after the punch")];
  const observer = new QueryObserver(queryClient(), { queryKey, queryFn: () => answers.shift() ?? Promise.resolve("again") });
  unsubscribes.push(observer.subscribe(() => undefined));
  await expect.poll(() => queryClient().isFetching()).toBe(1);
  // The punch reached the server after the first load was asked: the screen asks again.
  const asked = askAgain(queryKey);
  answerFirst("before the punch");
  await asked;
  await expect.poll(() => queryClient().isFetching()).toBe(0);
  expect(queryClient().getQueryData(queryKey)).toBe("after the punch");
});
