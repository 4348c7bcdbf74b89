/**
 * The brand: the name mark (the app icon, ui/public/favicon.svg, drawn by tokens.css `.ds-brand`
 * as its background) and the wordmark "Gawe", the same in both languages. On the login (as markup
 * with the same class: nothing more to load there) and in the homes' header, where the mark alone
 * (`markOnly`; the word stays for screen readers) leaves the width to the user's name.
 */
export const Brand = ({ markOnly = false }: { readonly markOnly?: boolean }) => <p className="ds-brand">{markOnly ? <span className="visually-hidden">Gawe</span> : "Gawe"}</p>;
