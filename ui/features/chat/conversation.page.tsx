import { Result } from "effect";
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { CHAT_OUTBOX } from "../../../application/chat/chat.tokens";
import type { PendingMessage } from "../../../application/chat/chat-outbox";
import { CHAT_API } from "../../../application/ports/chat-api.port";
import { CLOCK } from "../../../application/ports/clock.port";
import type { ChatSide, Conversation, Message, MessageId } from "../../../domain/chat/chat-api.schema";
import { useService } from "../../app/container-context";
import { useSession } from "../../app/session-context";
import { Button } from "../../design-system/button";
import { SkeletonCards } from "../../design-system/skeleton-shapes";
import { StatePanel } from "../../design-system/state-panel";
import type { PageProps, PartLoader } from "../../routes/route-def";
import { href } from "../../routes/href";
import type { AnyFailure } from "../../shared/error-text-view";
import { FailureState, LoadState } from "../../shared/page-state";
import { SendOfferAction } from "../../shared/send-offer-action";
import { useServerData } from "../../shared/server-state/use-server-data";
import { newActionKey } from "../../shared/action-key";
import { TopBar } from "../../shared/top-bar";
import { useFailureText } from "../../shared/use-failure-text";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { useUserEvents } from "../../shared/use-user-events";
import { otherNameOf, useBodyLine, useChatSide } from "./chat-parts";
import { Composer } from "./composer";
import { MessageList, type MessageRow } from "./message-list";
import { EMPTY_THREAD, newestFromOthers, withMessages, withOlderPage, withReadMark, type Thread } from "./thread";
import "./chat.css";

type ThreadAction =
  | { readonly type: "newest"; readonly items: readonly Message[]; readonly before: string | null }
  | { readonly type: "older"; readonly items: readonly Message[]; readonly before: string | null }
  | { readonly type: "messages"; readonly items: readonly Message[] }
  | { readonly type: "read"; readonly mark: Parameters<typeof withReadMark>[1]; readonly side: ChatSide };

const reduce = (thread: Thread, action: ThreadAction): Thread => {
  switch (action.type) {
    // The newest page, first or again after a resync: where older pages start only if none is held yet.
    case "newest":
      return thread.messages.length === 0 ? { messages: withMessages(EMPTY_THREAD, action.items).messages, before: action.before } : withMessages(thread, action.items);
    case "older":
      return withOlderPage(thread, action);
    case "messages":
      return withMessages(thread, action.items);
    case "read":
      return withReadMark(thread, action.mark, action.side);
  }
};

/** A message still on the phone as the list shows it (mine, at the time it was typed). */
const asMessage = (pending: PendingMessage, side: ChatSide, userId: string | null): Message =>
  ({
    messageId: pending.messageId,
    conversationId: pending.conversationId,
    sender: { side, userId },
    sentAt: pending.typedAt,
    deliveredAt: null,
    readAt: null,
    body:
      pending.request.body.type === "text"
        ? { type: "text", text: pending.request.body.text }
        : { type: "image", image: { uploadId: pending.request.body.uploadId, url: pending.imageUrl ?? "" } },
  }) as Message;

/** How near the bottom (px) still counts as reading the newest: a new message then scrolls into view. */
const AT_BOTTOM_PX = 120;
const isAtBottom = (): boolean => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - AT_BOTTOM_PX;

/** The messages: the newest page first, older pages on scrolling back (the anchor kept), live from the stream, the outbox's on their way. */
function ConversationScreen({ conversation, invitationPart }: { readonly conversation: Conversation; readonly invitationPart: PartLoader | undefined }) {
  const { t } = useTranslation("chat");
  const chat = useService(CHAT_API);
  const outbox = useService(CHAT_OUTBOX);
  const clock = useService(CLOCK);
  const side = useChatSide();
  const userId = useSession()?.userId ?? null;
  const bodyLine = useBodyLine();
  const conversationId = conversation.conversationId;
  const [thread, dispatch] = useReducer(reduce, EMPTY_THREAD);
  const [status, setStatus] = useState<{ readonly kind: "loading" } | { readonly kind: "ready" } | { readonly kind: "failed"; readonly failure: AnyFailure }>({ kind: "loading" });
  const [olderState, setOlderState] = useState<"idle" | "loading" | "failed">("idle");
  const [pending, setPending] = useState<readonly PendingMessage[]>([]);
  const [announce, setAnnounce] = useState("");
  const failureText = useFailureText(status.kind === "failed" ? status.failure : null);
  const listRef = useRef<HTMLOListElement>(null);
  const stickToBottom = useRef(true);
  const marked = useRef<string | null>(null);

  // The newest page: on opening, on Retry, and again after a resync (the stream could not say what was missed).
  const [attempt, setAttempt] = useState(0);
  const loadNewest = useCallback(() => setAttempt((a) => a + 1), []);
  useEffect(() => {
    let live = true;
    void chat
      .messages(conversationId, {})
      .catch(() => null)
      .then((page) => {
        if (!live) return;
        if (page === null) setStatus({ kind: "failed", failure: { _tag: "ApiUnreachable" } });
        else if (Result.isFailure(page)) setStatus({ kind: "failed", failure: page.failure });
        else {
          dispatch({ type: "newest", items: page.success.items, before: page.success.before });
          setStatus({ kind: "ready" });
        }
      });
    return () => {
      live = false;
    };
  }, [chat, conversationId, attempt]);

  const loadOlder = async () => {
    if (thread.before === null || olderState === "loading") return;
    setOlderState("loading");
    const page = await chat.messages(conversationId, { before: thread.before as MessageId }).catch(() => null);
    if (page === null || Result.isFailure(page)) return setOlderState("failed");
    // The message on screen stays where it is as the page goes above it (MessageList keeps its anchor).
    stickToBottom.current = false;
    dispatch({ type: "older", items: page.success.items, before: page.success.before });
    setOlderState("idle");
  };

  // Reading the newest: what arrives (or was typed) scrolls into view.
  useLayoutEffect(() => {
    if (stickToBottom.current) window.scrollTo(0, document.documentElement.scrollHeight);
  }, [thread, pending]);
  const listShown = status.kind === "ready" && (thread.messages.length > 0 || pending.length > 0);
  // Reading the newest: it stays in view while messages grow to their real height (rows off screen start at an estimate).
  useEffect(() => {
    const list = listRef.current;
    if (list === null || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (stickToBottom.current) window.scrollTo(0, document.documentElement.scrollHeight);
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [listShown]);

  // Scrolling back loads the older page by itself before the top is reached (MessageList says when; the
  // button does the same for keyboards). Once it failed, the button asks again: not every frame of a fling.
  const onNearStart = () => {
    if (!stickToBottom.current && olderState === "idle") void loadOlder();
  };
  useEffect(() => {
    const onScroll = () => void (stickToBottom.current = isAtBottom());
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  const streamState = useUserEvents((event) => {
    if (event.kind === "resync") loadNewest();
    if (event.kind === "messageRead" && event.conversationId === conversationId) dispatch({ type: "read", mark: event, side });
    if (event.kind === "message" && event.conversationId === conversationId) {
      const isNew = !thread.messages.some((m) => m.messageId === event.message.messageId);
      stickToBottom.current = stickToBottom.current || isAtBottom();
      dispatch({ type: "messages", items: [event.message] });
      if (isNew && event.message.sender.side !== side) setAnnounce(t("live.new", { name: otherNameOf(conversation, side), text: bodyLine(event.message.body) }));
    }
  });

  // The messages on the phone: shown as pending until the server has them; sent ones join the thread.
  useEffect(() => {
    let live = true;
    let stop: (() => void) | null = null;
    outbox
      .watch({
        onChange: (all) => live && setPending(all.filter((p) => p.conversationId === conversationId)),
        onSent: (message) => live && message.conversationId === conversationId && dispatch({ type: "messages", items: [message] }),
      })
      .then(
        (s) => (live ? (stop = s) : s()),
        () => undefined,
      );
    return () => {
      live = false;
      stop?.();
    };
  }, [outbox, conversationId]);

  // Read: the newest message of the other side or a card, while the page is in front.
  const newest = newestFromOthers(thread, side);
  useEffect(() => {
    if (newest === null || marked.current === newest.messageId) return;
    const mark = () => {
      if (document.visibilityState === "hidden" || marked.current === newest.messageId) return;
      marked.current = newest.messageId;
      void chat.markRead(conversationId, newest.messageId).then((answer) => {
        if (Result.isFailure(answer)) marked.current = null;
      });
    };
    mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [chat, conversationId, newest]);

  const send = (text: string) => {
    stickToBottom.current = true;
    void outbox.send(conversationId, { messageId: newActionKey() as MessageId, body: { type: "text", text } }, clock.now());
  };
  const sendPhoto = (uploadId: string, url: string) => {
    stickToBottom.current = true;
    void outbox.send(conversationId, { messageId: newActionKey() as MessageId, body: { type: "image", uploadId } }, clock.now(), url);
  };

  const held = new Set<string>(thread.messages.map((m) => m.messageId));
  const onPhone = pending.filter((p) => !held.has(p.messageId));
  const rows: readonly MessageRow[] = useMemo(
    () => [
      ...thread.messages.map((message) => ({ message })),
      ...onPhone.map((p) => ({
        message: asMessage(p, side, userId),
        mark: p.state === "refused" ? ("refused" as const) : ("pending" as const),
        ...(p.refusalCode === null ? {} : { refusalCode: p.refusalCode }),
        onRemove: () => void outbox.dismiss(p.messageId),
      })),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [thread.messages, pending, side, userId, outbox],
  );

  return (
    <>
      {streamState === "reconnecting" && (
        <p className="chat-reconnecting muted" role="status">
          {t("conversation.reconnecting")}
        </p>
      )}
      {status.kind === "loading" ? (
        <SkeletonCards />
      ) : status.kind === "failed" ? (
        failureText === null ? (
          <SkeletonCards />
        ) : (
          <FailureState text={failureText} reload={() => (setStatus({ kind: "loading" }), loadNewest())} headingLevel={2} />
        )
      ) : (
        <div className="chat-thread">
          {thread.before !== null ? (
            <Button variant="secondary" block pending={olderState === "loading"} onClick={() => void loadOlder()}>
              {t("conversation.older")}
            </Button>
          ) : (
            thread.messages.length > 0 && <p className="muted chat-end">{t("conversation.start")}</p>
          )}
          {thread.messages.length === 0 && onPhone.length === 0 ? (
            <StatePanel tone="empty" title={t("conversation.empty")} line={t("conversation.emptyLine")} headingLevel={2} />
          ) : (
            <MessageList rows={rows} side={side} conversation={conversation} label={t("conversation.list")} listRef={listRef} invitationPart={invitationPart} onNearStart={onNearStart} />
          )}
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
      <Composer onSend={send} onPhoto={sendPhoto} />
    </>
  );
}

/** Opened by (job, seeker): the conversation is opened on the server (made if there is none), then shown by its id. */
function OpenConversation({ jobId, seekerId }: { readonly jobId: string; readonly seekerId: string }) {
  const chat = useService(CHAT_API);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<AnyFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const text = useFailureText(failure);
  useEffect(() => {
    let live = true;
    void chat
      .openConversation({ jobId, seekerId } as Parameters<typeof chat.openConversation>[0])
      .catch(() => Result.fail({ _tag: "ApiUnreachable" }) as never)
      .then((answer) => {
        if (!live) return;
        if (Result.isSuccess(answer)) void navigate(href.conversation({ conversationId: answer.success.conversationId }), { replace: true });
        else setFailure(answer.failure);
      });
    return () => {
      live = false;
    };
  }, [chat, navigate, jobId, seekerId, attempt]);
  return text === null ? <SkeletonCards /> : <FailureState text={text} reload={() => (setFailure(null), setAttempt((a) => a + 1))} headingLevel={2} />;
}

function ConversationHead({ conversationId, invitationPart }: { readonly conversationId: string; readonly invitationPart: PartLoader | undefined }) {
  const { t } = useTranslation("chat");
  const chat = useService(CHAT_API);
  const side = useChatSide();
  const positionLabel = usePositionLabel();
  const { state, reload } = useServerData(["chat-conversation", conversationId], () => chat.conversation(conversationId));
  const inbox = side === "provider" ? href.providerMessages() : href.inbox();
  if (state.status !== "ready")
    return (
      <main className="page stack">
        <TopBar title={t("conversation.bar")} up={inbox} />
        <LoadState state={state} reload={reload} headingLevel={2} skeleton={<SkeletonCards />} />
      </main>
    );
  const conversation = state.value;
  return (
    <main className="page chat-page">
      <TopBar title={otherNameOf(conversation, side)} up={inbox} />
      <div className="chat-about">
        <p className="muted">{t("conversation.about", { job: positionLabel(conversation.job.title) })}</p>
        {side === "provider" && <SendOfferAction jobId={conversation.job.jobId} seekerId={conversation.seeker.userId} />}
      </div>
      <ConversationScreen conversation={conversation} invitationPart={invitationPart} />
    </main>
  );
}

/**
 * /interviewInvitationChat (issue 24), both sides: `?conversationId=`, or `?jobId=&seekerId=` from an
 * application, an applicant or an offer (the conversation is opened then). Text with its counter,
 * the system's cards linking to their screens, sent / delivered / read marks, a message typed with
 * no signal kept on the phone and sent once (application/chat/chat-outbox.ts).
 */
export default function ConversationPage({ route }: PageProps) {
  const { t } = useTranslation("chat");
  const [params] = useSearchParams();
  const conversationId = params.get("conversationId");
  const jobId = params.get("jobId");
  const seekerId = params.get("seekerId");
  if (conversationId !== null && conversationId !== "") return <ConversationHead key={conversationId} conversationId={conversationId} invitationPart={route.parts?.["invitation"]} />;
  return (
    <main className="page stack">
      <TopBar title={t("conversation.bar")} />
      {jobId !== null && seekerId !== null ? <OpenConversation jobId={jobId} seekerId={seekerId} /> : <FailureState text={{ key: "state.notAvailable", ns: "common", retryable: false }} reload={() => undefined} headingLevel={2} />}
    </main>
  );
}
