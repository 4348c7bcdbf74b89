/**
 * The brand: the mark (drawn in CSS, tokens.css `.ds-brand`) and the wordmark "Gawe", the same in
 * both languages. On the login (as markup with the same class: nothing more to load there) and at
 * the top of the homes.
 */
export const Brand = () => <p className="ds-brand">Gawe</p>;
