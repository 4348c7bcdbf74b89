export type PageVariant = "new" | "old";

/*
 * Which variant of a version-dependent page is showing (spec section 2) is not shown to users: the
 * page's <main> carries it as `data-variant="new" | "old"`, for support (devtools) and the tests.
 */
