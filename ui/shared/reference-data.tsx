import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { REFERENCE_API } from "../../application/ports/reference-api.port";
import { allPositions } from "../../domain/job/category.schema";
import { useService } from "../app/container-context";
import { SelectField, type SelectOption } from "../design-system/select-field";
import { LoadState } from "./page-state";
import { useServerData } from "./server-state/use-server-data";

/**
 * Industries (job categories) and their positions come from the platform (GET /api/categories),
 * asked once per visit and shared by every screen that offers them: no copy lives in the app.
 */
export const useCategories = () => {
  const reference = useService(REFERENCE_API);
  return useServerData(["categories"], () => reference.categories(), { keep: "session" });
};

/** The positions of one industry when `categoryId` names one the platform lists, else every position it offers (empty until the categories arrive). */
export const usePositions = (categoryId?: string): readonly string[] => {
  const { state } = useCategories();
  return useMemo(() => {
    if (state.status !== "ready") return [];
    return state.value.items.find((c) => c.id === categoryId)?.positions ?? allPositions(state.value.items);
  }, [state, categoryId]);
};

/** The industries as select options, in the user's language (empty until they arrive). */
export const useCategoryOptions = (): readonly SelectOption[] => {
  const { i18n } = useTranslation();
  const { state } = useCategories();
  const language = i18n.resolvedLanguage === "en" ? "en" : "id";
  return useMemo(() => (state.status === "ready" ? state.value.items.map((c) => ({ value: c.id, label: c.name[language] })) : []), [state, language]);
};

/**
 * The industry select of a form, in the user's language. Until the user chooses, the first
 * industry the platform lists is taken; a failed load says so with Retry in place of the field.
 */
export function CategoryField({ id, label, value, onChange }: { readonly id: string; readonly label: string; readonly value: string; readonly onChange: (id: string) => void }) {
  const { state, reload } = useCategories();
  const options = useCategoryOptions();
  const items = state.status === "ready" ? state.value.items : [];
  const first = items[0]?.id;
  const known = items.some((c) => c.id === value);
  useEffect(() => {
    if (!known && first !== undefined) onChange(first);
  }, [known, first, onChange]);
  if (state.status === "failed") return <LoadState state={state} reload={reload} />;
  return <SelectField id={id} label={label} value={value} onChange={onChange} options={options} disabled={state.status === "loading"} />;
}
