import type { ManifestRoute, ServiceRow, SideManifest } from "./manifest";

/**
 * The chat (issue 24), both sides: the seeker's inbox (and the one older app versions open), the
 * conversation screen; the provider's Messages tab is routed in the provider's manifest (the home
 * it lives in). No role on these: a conversation has two sides, and the page acts in the active role.
 */
export const CHAT_ROUTES = [
  { path: "/inbox", auth: "login", area: "interviews-messages", keepAlive: true, page: "ui/features/chat/inbox.page.tsx", parts: { interviews: "ui/features/interviews/my-interviews.part.tsx" }, namespaces: ["chat", "common", "interviews", "labels"] },
  // Decision (docs/business-rules.md "Chat"): native app versions before the new inbox open this one; the same conversations, text only.
  { path: "/oldInbox", auth: "login", area: "interviews-messages", page: "ui/features/chat/old-inbox.page.tsx", namespaces: ["chat", "common", "labels"] },
  {
    path: "/interviewInvitationChat",
    auth: "login",
    area: "interviews-messages",
    page: "ui/features/chat/conversation.page.tsx",
    // An interview invitation's card: its time, state and the seeker's Accept (the interviews area's).
    parts: { invitation: "ui/features/interviews/invitation-card.part.tsx" },
    namespaces: ["chat", "common", "interviews", "labels", "offers"],
  },
] as const satisfies readonly ManifestRoute[];

/** Its services (factories: adapters/chat.registrations.ts): the adapter and the outbox of messages on their way, one chunk. */
export const CHAT_SERVICES = [
  { token: "CHAT_API", module: "adapters/chat.modules.ts", lazy: true, needs: ["API_CLIENT"] },
  { token: "CHAT_OUTBOX", module: "adapters/chat.modules.ts", lazy: true, needs: ["CHAT_API", "CHAT_DEVICE"] },
  // The homes' unread badge: a module of its own with a generated check, so no home loads the chat's schemas.
  { token: "CHAT_UNREAD", module: "adapters/http/chat-unread.http-adapter.ts", lazy: true, needs: ["API_CLIENT"] },
] as const satisfies readonly ServiceRow[];

/** Its manifest: the routes with the lists the build reads. */
export const CHAT = {
  name: "chat",
  routes: CHAT_ROUTES,
  services: CHAT_SERVICES,
  checks: [{ file: "adapters/checks/chat-unread.checks.ts", schemas: { "domain/chat/chat-api.schema.ts": ["UnreadTotal"] } }],
} as const satisfies SideManifest;
