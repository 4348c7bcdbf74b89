/**
 * The brand: the name mark (the app icon, ui/public/favicon.svg, drawn by tokens.css `.ds-brand`
 * as its background) and the wordmark "Gawe", the same in both languages. On the login (as markup
 * with the same class: nothing more to load there) and in the homes' header.
 */
export const Brand = () => <p className="ds-brand">Gawe</p>;
