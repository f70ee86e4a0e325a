// `npx tsx scripts/lexicon-coverage.ts [--json out.json] [--list]`: for every entry of every phrase table in
// shared/trust/lexicon/, how many messages of the labelled corpora (scripts/eval-trust.ts CORPORA) it matches.
//
// An entry that matches exactly one message is a sign of overfitting: it likely restates a sentence of the message
// it was written to fix rather than a class of phrasing. Entries matching no message are not necessarily bad (they
// may be translations of a class the corpora only hold in other languages).
//
// Each message is read the way the detectors read it: parsed with parseMessage, its visible text and hidden text
// extracted by the content stage (analyzeContent), the subject prepended to the visible text, each part normalised
// with normalizeForMatching, and each entry compiled on its own as a one-entry table by phrases.ts (the same
// word-start guard for spaced languages, the same BMP/Latin-1 handling) and scanned with findPhrases.
//
// Output: per table, the number of entries matching 0, 1 and ≥2 messages; with --list, every one-message entry
// with the file it matches. The held-out corpora (HELD_OUT in scripts/eval-trust.ts) are never read here: their
// misses must not guide the lexicon while they are held out.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseMessage } from "../shared/mime/parse.js";
import { analyzeContent } from "../shared/trust/content.js";
import { normalizeForMatching } from "../shared/trust/injection.js";
import type { Lang, PhraseTable } from "../shared/trust/lexicon/combinators.js";
import { phraseTables } from "../shared/trust/lexicon.js";
import { type CompiledTable, compileTable, findPhrases } from "../shared/trust/phrases.js";
import { CORPORA, HELD_OUT } from "./eval-trust.js";

/** Every labelled corpus but the held-out ones. */
const READ = Object.entries(CORPORA).filter(([name]) => !(HELD_OUT as string[]).includes(name));

interface Message {
  corpus: string;
  file: string;
  label: string;
  texts: string[];
}

interface EntryRow {
  table: string;
  lang: Lang;
  index: number;
  entry: string;
  files: string[];
}

async function loadMessages(): Promise<Message[]> {
  const out: Message[] = [];
  for (const [corpus, root] of READ) {
    const manifest = JSON.parse(await readFile(join(root, "manifest.json"), "utf8")) as Array<{
      file: string;
      label: string;
    }>;
    for (const entry of manifest) {
      const raw = await readFile(join(root, entry.file));
      const parsed = await parseMessage(raw);
      const content = analyzeContent({ html: parsed.html, text: parsed.text });
      const visible = `${parsed.subject ?? ""}\n\n${content.preheaderText ? `${content.preheaderText}\n\n` : ""}${content.text}`;
      const hidden = [content.hiddenText, content.attributeText].filter(Boolean).join("\n");
      const texts = [visible, hidden].filter((t) => t.trim()).map((t) => normalizeForMatching(t).text);
      out.push({ corpus, file: `${corpus}/${entry.file}`, label: entry.label, texts });
    }
  }
  return out;
}

export async function coverage(): Promise<{ rows: EntryRow[]; messages: number }> {
  const messages = await loadMessages();
  const compiled: Array<{ row: EntryRow; table: CompiledTable }> = [];
  for (const [name, table] of phraseTables()) {
    for (const [lang, entries] of Object.entries(table) as Array<[Lang, readonly string[]]>) {
      (entries ?? []).forEach((entry, index) => {
        compiled.push({
          row: { table: name, lang, index, entry, files: [] },
          table: compileTable({ [lang]: [entry] } as PhraseTable),
        });
      });
    }
  }
  // Messages outer, entries inner: phrases.ts prepares a text once for every table that scans it in turn.
  for (const message of messages) {
    for (const text of message.texts) {
      for (const { row, table } of compiled) {
        if (row.files.at(-1) === message.file) continue;
        if (findPhrases(table, text, 1).length) row.files.push(message.file);
      }
    }
  }
  return { rows: compiled.map((c) => c.row), messages: messages.length };
}

if (process.argv[1]?.endsWith("lexicon-coverage.ts")) {
  const args = process.argv.slice(2);
  const { rows, messages } = await coverage();
  const byTable = new Map<string, EntryRow[]>();
  for (const row of rows) byTable.set(row.table, [...(byTable.get(row.table) ?? []), row]);
  console.log(`${messages} messages in ${READ.length} corpora, ${rows.length} entries\n`);
  console.log(
    `${"table".padEnd(28)} ${"entries".padStart(7)} ${"0 msg".padStart(7)} ${"1 msg".padStart(7)} ${"≥2 msg".padStart(7)}`,
  );
  const total = [0, 0, 0, 0];
  for (const [name, list] of byTable) {
    const zero = list.filter((r) => r.files.length === 0).length;
    const one = list.filter((r) => r.files.length === 1).length;
    const more = list.length - zero - one;
    total[0] += list.length;
    total[1] += zero;
    total[2] += one;
    total[3] += more;
    console.log(
      `${name.padEnd(28)} ${String(list.length).padStart(7)} ${String(zero).padStart(7)} ${String(one).padStart(7)} ${String(more).padStart(7)}`,
    );
  }
  console.log(`${"TOTAL".padEnd(28)} ${total.map((n) => String(n).padStart(7)).join(" ")}`);
  const single = rows.filter((r) => r.files.length === 1);
  const perCorpus = new Map<string, number>();
  for (const r of single) {
    const corpus = r.files[0].split("/")[0];
    perCorpus.set(corpus, (perCorpus.get(corpus) ?? 0) + 1);
  }
  console.log(`\none-message entries per corpus: ${[...perCorpus].map(([c, n]) => `${c} ${n}`).join(", ")}`);
  if (args.includes("--list")) {
    console.log("\none-message entries (table lang#index: file  entry):");
    for (const r of single) {
      const entry = r.entry.length > 160 ? `${r.entry.slice(0, 157)}...` : r.entry;
      console.log(`${r.table} ${r.lang}#${r.index}: ${r.files[0]}\n    ${entry}`);
    }
  }
  const json = args.indexOf("--json");
  if (json >= 0 && args[json + 1]) await writeFile(args[json + 1], `${JSON.stringify(rows, null, 1)}\n`);
}
