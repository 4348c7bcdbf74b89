import { BriefcaseIcon } from "../design-system/icons/briefcase";
import { ClipboardIcon } from "../design-system/icons/clipboard";
import { UserIcon } from "../design-system/icons/user";
import { WalletIcon } from "../design-system/icons/wallet";
import { href } from "../routes/href";
import type { HomeTab } from "./home-shell";

/** The seeker's bottom navigation (HomeShell); the provider home does not load it. */
export const SEEKER_TABS: readonly HomeTab[] = [
  { to: href.seekerHome(), labelKey: "seeker.tab.jobs", icon: BriefcaseIcon },
  // Her messages are reached from Aktivitas (the spec's four tabs hold no inbox): its tab carries her unread total.
  { to: href.seekerActivity(), labelKey: "seeker.tab.activity", icon: ClipboardIcon, unread: true },
  { to: href.seekerMe(), labelKey: "seeker.tab.me", icon: UserIcon },
  { to: href.seekerTransactions(), labelKey: "seeker.tab.transactions", icon: WalletIcon },
];
