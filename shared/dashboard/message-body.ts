// The document shown in the thread page's iframe: a message's HTML through an allowlist, or its text in a <pre>.
// Pure (HTML in, safe document out). Hostile mail is the normal case here, so there are three layers: this
// sanitiser (nothing active survives it), the document's own CSP (no script, nothing fetched but data: images
// unless the person asked for remote images) and the CSP sandbox (no script, opaque origin, popups only).
import { parse as parseCss } from "postcss";
import sanitizeHtml from "sanitize-html";
import { escapeHtml as e } from "./pages.js";

export interface MessageBodyInput {
  html?: string;
  text?: string;
  /** The document's title (the message's subject). */
  subject?: string;
  /** The person asked for remote images (`?images=1`). */
  remoteImages: boolean;
}

export interface MessageBodyDocument {
  html: string;
  /** Remote images replaced by a placeholder (0 when remote images were allowed). */
  blockedImages: number;
}

/** Every body document's headers: its own CSP and sandbox, never cached, never framed by another site. */
export function bodyHeaders(remoteImages: boolean): Record<string, string> {
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `img-src data:${remoteImages ? " https: http:" : ""}`,
    "form-action 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    // No allow-scripts, no allow-same-origin: the document runs nothing and has an opaque origin (no cookies, no
    // access to the page around it). Popups let a link open in a new tab, outside the sandbox, without an opener.
    "sandbox allow-popups allow-popups-to-escape-sandbox",
  ].join("; ");
  return {
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": csp,
    "x-frame-options": "SAMEORIGIN",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "cache-control": "no-store",
    "cross-origin-resource-policy": "same-origin",
  };
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;color:#222;background:#fff;margin:.75rem;overflow-wrap:anywhere}
img{max-width:100%;height:auto}pre.text{white-space:pre-wrap;font:inherit;margin:0}table{max-width:100%}
.remote-image{display:inline-block;border:1px dashed #767676;color:#555;padding:0 .3rem;font-size:.85rem}
.notice{background:#f4f4f4;border:1px solid #ccc;padding:.4rem .6rem;margin:0 0 .75rem;font-size:.9rem}
a{color:#0645ad}`;

function documentOf(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>${e(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/** The page shown instead of a quarantined (or blocked) message's content. */
export function withheldBodyDocument(subject: string | undefined): string {
  return documentOf(
    subject || "Message withheld",
    `<p class="notice" role="note"><b>Content withheld.</b> The trust layer quarantined this message, so its content is not shown. Its trust report says why.</p>`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Styles: each style attribute read with postcss, declarations kept only for listed properties with plain values.

const STYLE_PROPERTIES = new Set([
  "color",
  "background",
  "background-color",
  "background-image",
  "background-repeat",
  "background-position",
  "background-size",
  "font",
  "font-family",
  "font-size",
  "font-style",
  "font-weight",
  "font-variant",
  "text-align",
  "text-decoration",
  "text-transform",
  "text-indent",
  "line-height",
  "letter-spacing",
  "word-spacing",
  "vertical-align",
  "white-space",
  "word-break",
  "overflow-wrap",
  "direction",
  "margin",
  "margin-top",
  "margin-right",
  "margin-bottom",
  "margin-left",
  "padding",
  "padding-top",
  "padding-right",
  "padding-bottom",
  "padding-left",
  "border",
  "border-top",
  "border-right",
  "border-bottom",
  "border-left",
  "border-color",
  "border-style",
  "border-width",
  "border-radius",
  "border-collapse",
  "border-spacing",
  "width",
  "height",
  "max-width",
  "min-width",
  "max-height",
  "min-height",
  "display",
  "list-style-type",
  "table-layout",
]);

/** Properties that may name an image (only with remote images allowed, or a data: image). */
const IMAGE_PROPERTIES = new Set(["background", "background-image"]);

/**
 * Anything that can run code, bind behaviour or fetch outside url(): IE expressions and behaviours, Mozilla
 * bindings, script URLs, imports, image-set()/element()/paint(), and CSS escapes and comments (which hide these).
 */
const ACTIVE_CSS =
  /expression|javascript|vbscript|livescript|behaviou?r|binding|@import|image-set|element\(|paint\(|src\(|\\|\/\*|[<>]|&#/i;
const URL_CALL = /url\(/gi;
const SAFE_URL =
  /url\(\s*(["']?)(?:https?:\/\/[^\s"'()\\]+|data:image\/(?:png|gif|jpe?g|webp);base64,[a-z0-9+/=]+)\1\s*\)/gi;

/** Whether a declaration stays: "remote" when only the person's consent to remote images is missing. */
function keepDeclaration(prop: string, value: string, remoteImages: boolean): boolean | "remote" {
  if (!STYLE_PROPERTIES.has(prop) || ACTIVE_CSS.test(value)) return false;
  const urls = value.match(URL_CALL)?.length ?? 0;
  if (urls === 0) return true;
  if (!IMAGE_PROPERTIES.has(prop)) return false;
  const safe = [...value.matchAll(SAFE_URL)];
  if (safe.length !== urls) return false;
  // A remote url() needs the person's consent; a data: image is inline.
  return remoteImages || safe.every((m) => /^url\(\s*["']?data:/i.test(m[0])) || "remote";
}

/** A style attribute's allowed declarations ("prop:value;…"), undefined when none is left. */
export function filterStyle(style: string, remoteImages: boolean, onRemote: () => void = () => {}): string | undefined {
  let kept: string[];
  try {
    const rule = parseCss(`x{${style}}`, { map: false }).nodes[0];
    if (rule?.type !== "rule" || rule.nodes.length === 0) return undefined;
    kept = rule.nodes.flatMap((node) => {
      if (node.type !== "decl") return [];
      const prop = node.prop.toLowerCase();
      const keep = keepDeclaration(prop, node.value, remoteImages);
      if (keep === "remote") onRemote();
      return keep === true ? [`${prop}:${node.value}${node.important ? " !important" : ""}`] : [];
    });
  } catch {
    return undefined;
  }
  return kept.length ? kept.join(";") : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Links and images

/** The URL as a browser reads it (tabs and newlines dropped anywhere, spaces trimmed); the scheme allowlists below
 * then match at its very start, so a leading control character or an obfuscated scheme never passes. */
function normalizedUrl(raw: string | undefined): string {
  return (raw ?? "").replace(/[\t\n\r]/g, "").trim();
}

const hasControl = (url: string) => [...url].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

const LINK_SCHEME = /^(?:https?:\/\/|mailto:|tel:)/i;
const REMOTE_IMAGE = /^https?:\/\//i;
const INLINE_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp);base64,[a-z0-9+/=\s]+$/i;

function safeLink(href: string | undefined): string | undefined {
  const url = normalizedUrl(href);
  if (!LINK_SCHEME.test(url) || hasControl(url)) return undefined;
  return url;
}

type Attributes = Record<string, string>;

function withStyle(attribs: Attributes, remoteImages: boolean, onRemote: () => void): Attributes {
  if (attribs.style === undefined) return attribs;
  const { style, ...rest } = attribs;
  const kept = filterStyle(style, remoteImages, onRemote);
  return kept === undefined ? rest : { ...rest, style: kept };
}

// ---------------------------------------------------------------------------------------------------------------
// The allowlist

const TAGS = [
  "a",
  "abbr",
  "address",
  "b",
  "bdi",
  "bdo",
  "big",
  "blockquote",
  "br",
  "caption",
  "center",
  "cite",
  "code",
  "col",
  "colgroup",
  "dd",
  "del",
  "dfn",
  "div",
  "dl",
  "dt",
  "em",
  "figcaption",
  "figure",
  "font",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "i",
  "img",
  "ins",
  "kbd",
  "li",
  "mark",
  "ol",
  "p",
  "pre",
  "q",
  "s",
  "samp",
  "small",
  "span",
  "strike",
  "strong",
  "sub",
  "sup",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "time",
  "tr",
  "tt",
  "u",
  "ul",
  "var",
  "wbr",
];

const CELL = ["colspan", "rowspan", "align", "valign", "width", "height", "bgcolor", "nowrap"];

const ATTRIBUTES: Record<string, string[]> = {
  a: ["href", "name", "title", "target", "rel"],
  img: ["src", "alt", "title", "width", "height", "border", "align"],
  span: ["class", "role", "aria-label"],
  table: ["width", "border", "cellpadding", "cellspacing", "align", "bgcolor", "summary"],
  td: CELL,
  th: [...CELL, "scope"],
  tr: ["align", "valign", "bgcolor"],
  tbody: ["align", "valign"],
  thead: ["align", "valign"],
  tfoot: ["align", "valign"],
  col: ["span", "width", "align", "valign"],
  colgroup: ["span", "width", "align", "valign"],
  font: ["color", "face", "size"],
  ol: ["start", "type", "reversed"],
  ul: ["type"],
  li: ["value", "type"],
  hr: ["width", "size", "align", "noshade"],
  time: ["datetime"],
  "*": ["style", "dir", "lang", "align", "title"],
};

/**
 * Elements dropped with everything inside them: scripts and styles, anything a browser parses as raw text or
 * another document (the mutation-XSS parsing tricks), embedded content, forms, foreign content (SVG, MathML).
 */
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "head",
  "title",
  "textarea",
  "option",
  "select",
  "noscript",
  "noembed",
  "noframes",
  "template",
  "xmp",
  "plaintext",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "svg",
  "math",
  "video",
  "audio",
  "picture",
  "canvas",
  "form",
  "button",
  "meta",
  "link",
  "base",
];

/** Email HTML (a whole document or a fragment) to markup that can neither run nor fetch anything unasked. */
export function sanitizeMessageHtml(html: string, remoteImages: boolean): { html: string; blockedImages: number } {
  let blockedImages = 0;
  const blocked = () => {
    blockedImages++;
  };
  const placeholder = (alt: string | undefined, why: string) => ({
    tagName: "span",
    attribs: { class: "remote-image", role: "img", "aria-label": `${why}: ${alt?.trim() || "no description"}` },
    text: `[${alt?.trim() || "image"}]`,
  });
  const out = sanitizeHtml(html, {
    allowedTags: TAGS,
    allowedAttributes: ATTRIBUTES,
    allowedClasses: { span: ["remote-image"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https", "data"] },
    allowedSchemesAppliedToAttributes: ["href", "src", "cite", "action", "formaction", "background", "poster"],
    allowProtocolRelative: false,
    nonTextTags: DROPPED_WITH_CONTENT,
    disallowedTagsMode: "discard",
    parseStyleAttributes: false,
    transformTags: {
      a: (_tag, attribs) => {
        const { href: _href, target: _target, rel: _rel, title: _title, ...rest } = attribs;
        const href = safeLink(attribs.href);
        // Every link opens in a new tab, its real target shown on hover (the text may claim another one). The
        // attributes come in one order, so a second pass gives the same markup.
        return {
          tagName: "a",
          attribs: href
            ? { href, target: "_blank", rel: "noopener noreferrer", title: href, ...rest }
            : { ...rest, ...(attribs.title === undefined ? {} : { title: attribs.title }) },
        };
      },
      img: (_tag, attribs) => {
        const { src: _src, srcset: _srcset, alt: _alt, ...rest } = attribs;
        const src = normalizedUrl(attribs.src);
        const kept = { tagName: "img", attribs: { src, alt: attribs.alt ?? "", ...rest } };
        if (INLINE_IMAGE.test(src)) return kept;
        if (REMOTE_IMAGE.test(src) && remoteImages) return kept;
        if (REMOTE_IMAGE.test(src)) {
          blockedImages++;
          return placeholder(attribs.alt, "Remote image not loaded");
        }
        // cid: parts, relative and other URLs: nothing this document may load.
        return placeholder(attribs.alt, "Image not shown");
      },
      "*": (tag, attribs) => ({ tagName: tag, attribs: withStyle(attribs, remoteImages, blocked) }),
    },
  });
  return { html: out.trim(), blockedImages };
}

/** The body document of a message: its HTML sanitised, else its text escaped in a <pre>. */
export function messageBodyDocument(input: MessageBodyInput): MessageBodyDocument {
  const title = input.subject || "Message";
  if (input.html?.trim()) {
    const { html, blockedImages } = sanitizeMessageHtml(input.html, input.remoteImages);
    const notice =
      blockedImages > 0
        ? `<p class="notice" role="note">${blockedImages === 1 ? "1 remote image was" : `${blockedImages} remote images were`} not loaded, so the sender cannot see that you opened this message. <a href="?images=1" target="_self">Show remote images</a></p>`
        : "";
    return { html: documentOf(title, `${notice}<div class="message">${html}</div>`), blockedImages };
  }
  const text = input.text ?? "";
  return {
    html: documentOf(title, text.trim() ? `<pre class="text">${e(text)}</pre>` : `<p class="notice">No content.</p>`),
    blockedImages: 0,
  };
}
