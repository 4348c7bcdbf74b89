import type { ChatUnreadApi } from "../../application/ports/chat-unread.port";
import { UnreadTotal } from "../checks/chat-unread.checks";
import type { HttpClient } from "./http-client";

/** The unread total (docs/api.md "Chat"), decoded with its generated check: the homes read it without Effect's Schema. */
export class ChatUnreadHttpAdapter implements ChatUnreadApi {
  constructor(private readonly http: HttpClient) {}

  unread() {
    return this.http.request({ method: "GET", path: "/chat/unread", schema: UnreadTotal, auth: "session" });
  }
}
