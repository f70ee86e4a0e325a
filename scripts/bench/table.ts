// Fixed-width text tables for the terminal.

export function table(headers: string[], rows: Array<Array<string | number>>, align?: Array<"left" | "right">): string {
  const cells = rows.map((row) => row.map((c) => String(c)));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i]?.length ?? 0)));
  const side = (i: number) => align?.[i] ?? (i === 0 ? "left" : "right");
  const line = (row: string[]) =>
    row.map((c, i) => (side(i) === "left" ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [line(headers), widths.map((w) => "─".repeat(w)).join("  "), ...cells.map(line)].join("\n");
}

export function fixed(n: number, digits = 1): string {
  return Number.isFinite(n) ? n.toFixed(digits) : "n/a";
}
