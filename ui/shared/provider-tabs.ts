import { BriefcaseIcon } from "../design-system/icons/briefcase";
import { ChatIcon } from "../design-system/icons/chat";
import { StoreIcon } from "../design-system/icons/store";
import { href } from "../routes/href";
import type { HomeTab } from "./home-shell";

/** The provider's bottom navigation (HomeShell); the seeker's screens do not load it. */
export const PROVIDER_TABS: readonly HomeTab[] = [
  { to: href.providerHome(), labelKey: "provider.tab.jobs", icon: BriefcaseIcon },
  { to: href.providerMessages(), labelKey: "provider.tab.messages", icon: ChatIcon, unread: true },
  { to: href.providerAccount(), labelKey: "provider.tab.account", icon: StoreIcon },
];
