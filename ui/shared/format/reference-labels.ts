import { useTranslation } from "react-i18next";

/**
 * The platform's reference values (positions of GET /api/categories, the skills the app offers)
 * are stored as their English names: the data stays as it is and the screen shows each one in the
 * user's language through a label map (`labels:position.<name>`, `labels:skill.option.<name>`). A
 * value without a label (a new position the platform added) shows as the platform wrote it.
 * The map is a namespace of its own because both sides show positions: the provider home and the
 * job page load it (0.5 KB gzip) instead of the seeker's texts (2.7 KB). The salary's words
 * (SalaryText) are there too, so the provider home needs no `jobs` texts (1.1 KB).
 * The namespace goes in `ns`: i18next reads a key with spaces ("labels:position.Front Desk") as
 * natural language and would not split off the namespace.
 */
export const usePositionLabel = (): ((position: string) => string) => {
  const { t } = useTranslation("labels");
  return (position) => positionLabel(t, position);
};

/**
 * The same label through a `t` the caller has already (any namespaces, with "labels" loaded): a
 * list's job card takes one translation hook, not one per label (docs/performance.md, "Lists").
 */
export const positionLabel = (t: (key: string, options: { ns: string; defaultValue: string }) => string, position: string): string =>
  t(`position.${position}`, { ns: "labels", defaultValue: position });

/**
 * A position typed in a field that shows positions by their labels, back to what the platform
 * stores: the candidate whose label (or name) it is, case and spacing aside, else the text as typed
 * (a position the platform has no label for). "Juru Masak" -> "Cook" in Indonesian.
 */
export const positionOf = (text: string, candidates: readonly string[], label: (position: string) => string): string => {
  const typed = text.replace(/\s+/g, " ").trim();
  const key = typed.toLocaleLowerCase();
  return candidates.find((p) => label(p).toLocaleLowerCase() === key) ?? candidates.find((p) => p.toLocaleLowerCase() === key) ?? typed;
};

export const useSkillLabel = (): ((skill: string) => string) => {
  const { t } = useTranslation("labels");
  return (skill) => t(`skill.option.${skill}`, { ns: "labels", defaultValue: skill });
};

/**
 * Props of a chips field whose values are shown through a label map: the field sees labels, the
 * caller keeps values.
 */
export const labelledChoices = (
  values: readonly string[],
  selected: readonly string[],
  label: (value: string) => string,
  onChange: (selected: readonly string[]) => void,
) => {
  const valueOf = new Map([...values, ...selected].map((v) => [label(v), v] as const));
  return {
    options: values.map(label),
    selected: selected.map(label),
    onChange: (labels: readonly string[]) => onChange(labels.map((l) => valueOf.get(l) ?? l)),
  };
};
