import { Schema } from "effect";

/** A text the platform writes in both languages of the app. */
export const BilingualText = Schema.Struct({ en: Schema.String, id: Schema.String });
export type BilingualText = typeof BilingualText.Type;

/** An industry (job category) with the positions it offers: reference data of GET /api/categories. */
export const Category = Schema.Struct({
  id: Schema.String.pipe(Schema.check(Schema.isNonEmpty())),
  name: BilingualText,
  positions: Schema.Array(Schema.String),
});
export type Category = typeof Category.Type;

export const CategoryList = Schema.Struct({ items: Schema.Array(Category), nextCursor: Schema.NullOr(Schema.String) });
export type CategoryList = typeof CategoryList.Type;

/** Every position of the categories, each once, in the order the categories list them. */
export const allPositions = (categories: readonly Category[]): readonly string[] => [...new Set(categories.flatMap((c) => c.positions))];
