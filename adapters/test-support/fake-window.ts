/** Node stand-ins for the browser objects the adapters touch (tests only; no jsdom). */
export class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

export interface FakeWindow extends EventTarget {
  localStorage: MemoryStorage;
  document: { cookie: string; createElement(tag: "input"): HTMLInputElement };
  navigator: { onLine: boolean; languages?: readonly string[]; share?: (data: ShareData) => Promise<void>; clipboard: { writeText(text: string): Promise<void> }; geolocation?: Geolocation };
  location: { hostname: string; origin: string; assign(url: string): void; assigned: string[] };
  history: { back(): void; backs: number };
  GaweBridge?: { postMessage(json: string): void };
  webkit?: { messageHandlers?: { gawe?: { postMessage(message: unknown): void } } };
  __gaweBridgeCallback?: (message: unknown) => void;
}

export const fakeWindow = (hostname = "127.0.0.1", origin = "http://127.0.0.1:5173"): FakeWindow => {
  const target = new EventTarget();
  const assigned: string[] = [];
  const history = {
    backs: 0,
    back() {
      history.backs += 1;
    },
  };
  return Object.assign(target, {
    localStorage: new MemoryStorage(),
    document: {
      cookie: "",
      createElement: (): HTMLInputElement => {
        throw new Error("no file picker in this test");
      },
    },
    navigator: { onLine: true, clipboard: { writeText: () => Promise.resolve() } },
    location: { hostname, origin, assigned, assign: (url: string) => void assigned.push(url) },
    history,
  });
};

/** A storage event as another tab would cause it. */
export const storageEvent = (key: string | null): Event => Object.assign(new Event("storage"), { key });
