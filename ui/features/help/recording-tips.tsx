import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import "../../shared/seeker.css";
import { href } from "../../routes/href";
import { TopBar } from "../../shared/top-bar";

export type TipsVariant = "guidelines" | "tips" | "tipsShort";

const ITEMS: Readonly<Record<TipsVariant, readonly string[]>> = {
  guidelines: ["face", "length", "content", "respect", "own"],
  tips: ["light", "quiet", "steady", "smile", "practice"],
  tipsShort: ["light", "quiet", "smile"],
};

/**
 * Before recording the intro video: the rules a video must follow to be approved (/recordGuidelines)
 * and practical tips (/recordingTips; /recordingTips_s42 is the short variant of the same tips).
 */
export function RecordingTips({ variant }: { readonly variant: TipsVariant }) {
  const { t } = useTranslation("seeker");
  return (
    <main className="page stack">
      <TopBar title={t(`tips.${variant}.title`)} />
      <ol className="stack" style={{ paddingLeft: "var(--space-5)" }}>
        {ITEMS[variant].map((item) => (
          <li key={item}>{t(`tips.item.${item}`)}</li>
        ))}
      </ol>
      <Link className="ds-button ds-button--primary ds-button--block" to={href.videoEntry()}>
        {t("tips.record")}
      </Link>
    </main>
  );
}
