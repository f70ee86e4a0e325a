// The preview line of a message (list views, events): its text flattened to one line of at most 200 characters.
const PREVIEW_LENGTH = 200;

/** Enough of the text's head to fill a preview unless it is mostly whitespace (then all of it is read). */
const HEAD = 4 * PREVIEW_LENGTH;

const flatten = (text: string) => text.replace(/\s+/g, " ").trim();

export function makePreview(text: string | undefined): string | undefined {
  if (!text) return undefined;
  // The flattened head is the start of the flattened text: when it is already too long, the rest changes nothing.
  const head = flatten(text.slice(0, HEAD));
  const flat = head.length > PREVIEW_LENGTH ? head : flatten(text);
  if (!flat) return undefined;
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat;
}
