import type { ApplicationId } from "../../../domain/applying/application.schema";
import type { ChatSide } from "../../../domain/chat/chat-api.schema";
import type { EpochMillis } from "../../../domain/shared/ids.schema";
import type { StoredConversation, StoredMessage } from "../../store/chat.db-schema";
import type { Db } from "../../store/db.schema";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";

const MINUTE = 60_000;

interface DemoLine {
  readonly id: string;
  readonly afterMinutes: number;
  readonly side: ChatSide;
  readonly text: string;
}

/** A demo conversation: the application's card, then the lines; `read`: how far each side has read (a line's id). */
interface DemoConversation {
  readonly conversationId: string;
  readonly applicationId: string;
  readonly providerId: string;
  readonly lines: readonly DemoLine[];
  readonly read: { readonly seeker: string | null; readonly provider: string | null };
}

/**
 * Two conversations a demo account opens to (README "Demo accounts"): Siti with Warung Bu Tini
 * about the Waiter job she applied to (Budi's job: Dewi, a Member who did not create it, is
 * refused it), one message of Budi's unread; Rina with Kedai Kopi Teduh about j-9000, Hendra's
 * question unread. Fixed ids and times (from the application's), so two seeds are equal.
 */
const DEMO: readonly DemoConversation[] = [
  {
    conversationId: "c-demo-siti-j1001",
    applicationId: "a-1001",
    providerId: DEMO_ACCOUNTS.providerAdmin.userId,
    lines: [
      { id: "m-demo-siti-1", afterMinutes: 60, side: "provider", text: "Halo Siti, terima kasih sudah melamar. Apakah kamu bisa mulai minggu depan?" },
      { id: "m-demo-siti-2", afterMinutes: 95, side: "seeker", text: "Halo Pak Budi, bisa. Saya siap mulai hari Senin." },
      { id: "m-demo-siti-3", afterMinutes: 180, side: "provider", text: "Baik, nanti saya kirim undangan wawancara ya." },
    ],
    read: { seeker: "m-demo-siti-2", provider: "m-demo-siti-3" },
  },
  {
    conversationId: "c-demo-rina-j9000",
    applicationId: "a-9-rina-1",
    providerId: DEMO_ACCOUNTS.hendra.userId,
    lines: [{ id: "m-demo-rina-1", afterMinutes: 30, side: "provider", text: "Hi Rina, thanks for applying. Have you worked as a waiter before?" }],
    read: { seeker: null, provider: "m-demo-rina-1" },
  },
];

/** What the chat adds to the seed: the demo conversations of the applications the seeker seed made. */
export const withChatSeed = (db: Db): Db => {
  const conversations: StoredConversation[] = [];
  const messages: StoredMessage[] = [];
  for (const demo of DEMO) {
    const application = db.applications.find((a) => a.applicationId === demo.applicationId);
    if (application === undefined) continue;
    const start = Date.parse(application.createdAt);
    const at = (minutes: number) => (start + minutes * MINUTE) as EpochMillis;
    const card: StoredMessage = {
      messageId: `${demo.conversationId}-card`,
      conversationId: demo.conversationId,
      side: "system",
      senderId: null,
      sentAt: at(0),
      deliveredAt: null,
      body: { type: "card", card: { kind: "applicationReceived", applicationId: application.applicationId as ApplicationId } },
    };
    const lines = demo.lines.map(
      (line): StoredMessage => ({
        messageId: line.id,
        conversationId: demo.conversationId,
        side: line.side,
        senderId: line.side === "seeker" ? application.seekerUserId : demo.providerId,
        sentAt: at(line.afterMinutes),
        // Each line reached the other side's phone a few minutes later, but the last one (still on its way).
        deliveredAt: line === demo.lines.at(-1) ? null : at(line.afterMinutes + 5),
        body: { type: "text", text: line.text },
      }),
    );
    const readAt = (id: string | null) => {
      const line = demo.lines.find((l) => l.id === id);
      return id === null || line === undefined ? null : { upTo: id, readAt: at(line.afterMinutes + 10) };
    };
    const last = lines.at(-1)?.sentAt ?? card.sentAt;
    conversations.push({
      conversationId: demo.conversationId,
      jobId: application.jobId,
      seekerId: application.seekerUserId,
      openedAt: card.sentAt,
      updatedAt: last,
      seekerRead: readAt(demo.read.seeker),
      providerRead: readAt(demo.read.provider),
    });
    messages.push(card, ...lines);
  }
  return { ...db, chat: { conversations: [...db.chat.conversations, ...conversations], messages: [...db.chat.messages, ...messages] } };
};
