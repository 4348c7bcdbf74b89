import type { Plugin } from "vite";
import { HOST_TABLE } from "../adapters/http/hosts.config.js";

/**
 * The Content-Security-Policy of the production build (issue 10; docs/deploy.md says what a host
 * sends). One policy for every environment, since one build serves them all and picks its API by
 * hostname (adapters/http/hosts.config.ts): the page's own origin (a laptop, the e2e preview, where
 * /api is proxied) plus the API and CDN hosts of the host table.
 *
 * - No inline script and no eval: script-src is 'self' only (index.html has no inline script; the
 *   entry module sets <html lang>).
 * - No inline style either: style-src 'self'. React's `style={{...}}` props are set through the
 *   CSSOM (element.style), which CSP does not govern; a `style="..."` attribute in HTML markup or a
 *   <style> element would be refused, and the e2e suite fails on any refusal.
 * - Images and videos from the CDNs (photos, intro videos) and the page's origin (the job photos
 *   of /app/job-photos, the logos of /app/business-logos, uploads served through the proxy).
 * - Workers from the page's origin only: the offline shell's service worker (/app/sw.js).
 */
const apiHosts = Object.values(HOST_TABLE).map((h) => h.api);
const cdnHosts = Object.values(HOST_TABLE).map((h) => h.cdn);

export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'"],
  "img-src": ["'self'", ...cdnHosts],
  "media-src": ["'self'", ...cdnHosts],
  "connect-src": ["'self'", ...apiHosts],
  "font-src": ["'self'"],
  // The offline shell's service worker, /app/sw.js (docs/deploy.md); said outright rather than left to script-src.
  "worker-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
};

/**
 * Directives a <meta> cannot carry (browsers ignore them there): the production host sends them
 * in the Content-Security-Policy header, next to the ones above.
 */
export const CSP_HEADER_ONLY_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  "frame-ancestors": ["'none'"],
};

export const serializePolicy = (directives: Readonly<Record<string, readonly string[]>>): string =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");

/** What the build puts in <meta http-equiv="Content-Security-Policy">. */
export const CONTENT_SECURITY_POLICY = serializePolicy(CSP_DIRECTIVES);
/** What a production host sends as the Content-Security-Policy header (docs/deploy.md). */
export const CONTENT_SECURITY_POLICY_HEADER = serializePolicy({ ...CSP_DIRECTIVES, ...CSP_HEADER_ONLY_DIRECTIVES });

/** The <meta> the build puts right after <meta charset>, ahead of every script and stylesheet. */
export const CSP_META = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`;

/**
 * Puts the policy into the built index.html, so it governs everything the page loads. Build only:
 * the dev server injects inline scripts (React refresh, HMR).
 */
export const contentSecurityPolicyMeta = (): Plugin => ({
  name: "gawe:content-security-policy",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler: (html) => {
      const charset = /<meta charset="utf-8" \/>/i;
      if (!charset.test(html)) throw new Error("index.html lacks <meta charset=\"utf-8\" />, after which the CSP goes");
      return html.replace(charset, (tag) => `${tag}\n    ${CSP_META}`);
    },
  },
});
