import { useTranslation } from "react-i18next";

/**
 * The platform's reference values (positions of GET /api/categories, the skills the app offers)
 * are stored as their English names: the data stays as it is and the screen shows each one in the
 * user's language through a label map (`seeker:position.<name>`, `seeker:skill.option.<name>`). A
 * value without a label (a new position the platform added) shows as the platform wrote it.
 * The namespace goes in `ns`: i18next reads a key with spaces ("seeker:position.Front Desk") as
 * natural language and would not split off the namespace.
 */
export const usePositionLabel = (): ((position: string) => string) => {
  const { t } = useTranslation("seeker");
  return (position) => positionLabel(t, position);
};

/**
 * The same label through a `t` the caller has already (any namespaces, with "seeker" loaded): a
 * list's job card takes one translation hook, not one per label (docs/performance.md, "Lists").
 */
export const positionLabel = (t: (key: string, options: { ns: string; defaultValue: string }) => string, position: string): string =>
  t(`position.${position}`, { ns: "seeker", defaultValue: position });

export const useSkillLabel = (): ((skill: string) => string) => {
  const { t } = useTranslation("seeker");
  return (skill) => t(`skill.option.${skill}`, { ns: "seeker", defaultValue: skill });
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
