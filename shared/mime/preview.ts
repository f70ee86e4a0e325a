// The preview line of a message (list views, events): its text flattened to one line of at most 200 characters.
const PREVIEW_LENGTH = 200;

export function makePreview(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const flat = text.replace(/\s+/g, " ").trim();
  if (!flat) return undefined;
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat;
}
