import { useTranslation } from "react-i18next";
import { FileIcon } from "../../design-system/icons/file";
import { ClipboardIcon } from "../../design-system/icons/clipboard";
import { CloseIcon } from "../../design-system/icons/close";
import { UserIcon } from "../../design-system/icons/user";
import { MenuList, type MenuItem } from "../../design-system/list";
import { useSession, homePathFor } from "../../app/session-context";
import type { PageProps } from "../../routes/route-def";
import { href } from "../../routes/href";
import { TopBar } from "../../shared/top-bar";
import { SupportHours } from "./help-center-parts";

/**
 * /helpcenter: pick an issue. A provider cancels a job or one seeker, or reads her order requests;
 * anyone writes to support about anything else. Support's hours and its 48-hour promise below.
 */
export default function HelpCenterPage(_props: PageProps) {
  const { t } = useTranslation("helpCenter");
  const session = useSession();
  const provider = session?.roleId === "provider";
  const items: readonly MenuItem[] = [
    ...(provider
      ? [
          { id: "cancel-job", label: t("home.cancelJob"), detail: t("home.cancelJobDetail"), icon: <CloseIcon />, to: href.cancelList({ scope: "job" }) },
          { id: "cancel-seeker", label: t("home.cancelSeeker"), detail: t("home.cancelSeekerDetail"), icon: <UserIcon />, to: href.cancelList({ scope: "seeker" }) },
          { id: "requests", label: t("home.requests"), detail: t("home.requestsDetail"), icon: <ClipboardIcon />, to: href.orderRequests() },
        ]
      : []),
    { id: "others", label: t("home.others"), detail: t("home.othersDetail"), icon: <FileIcon />, to: href.supportMessage() },
  ];
  return (
    <main className="page stack">
      <TopBar title={t("bar")} heading={false} up={homePathFor(session)} />
      <h1>{t("home.title")}</h1>
      <MenuList label={t("home.title")} items={items} />
      <SupportHours />
    </main>
  );
}
