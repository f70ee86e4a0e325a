import { createHash, randomBytes } from "node:crypto";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../shared/errors.js";
import { decodeBase64Strict, resolveAttachments, sendAttachmentSchema } from "../../shared/mime/attachments.js";
import {
  composeMime,
  forwardSubject,
  MAX_REFERENCES,
  normalizeMessageId,
  quoteForForward,
  referencesFor,
  replySubject,
} from "../../shared/mime/compose.js";
import { SafeFetchError, type safeFetch } from "../../shared/net/safe-fetch.js";

const md5 = (b: Buffer) => createHash("md5").update(b).digest("hex");

async function errorOf(fn: () => Promise<unknown>): Promise<ApiError> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected an ApiError");
}

describe("composeMime", () => {
  const binary = randomBytes(4096);
  const base = {
    from: { address: "agent@agents.example.com", name: "Agënt Smith, Jr." },
    to: [{ address: "alice@example.com", name: "Alice Ünver" }, { address: "bob@example.org" }],
    cc: [{ address: "carol@example.net", name: "Carol" }],
    bcc: [{ address: "secret@example.com", name: "Hidden Person" }],
    replyTo: [{ address: "replies@agents.example.com" }],
    subject: "Grüße ✓ — quarterly report",
    rfcMessageId: "<msg_01HXZ3K6Q8V2T9W4Y7B5N1M0PA@agents.example.com>",
    date: new Date("2024-05-14T09:12:30Z"),
  };

  it("writes the headers, never Bcc", async () => {
    const { raw, rfcMessageId } = await composeMime({
      ...base,
      text: "Hello",
      inReplyTo: "msg_parent@x.com",
      references: ["<root@x.com>", "msg_parent@x.com"],
      headers: { "X-Agent-Run": "run_42" },
    });
    expect(rfcMessageId).toBe(base.rfcMessageId);
    const head = raw.toString("utf8").split("\r\n\r\n")[0];
    expect(head).not.toMatch(/^bcc:/im);
    expect(raw.toString("utf8")).not.toContain("secret@example.com");
    expect(raw.toString("utf8")).toContain("\r\n"); // CRLF line ends on the wire

    const parsed = await simpleParser(raw);
    expect(parsed.from?.value).toEqual([{ address: "agent@agents.example.com", name: "Agënt Smith, Jr." }]);
    const to = Array.isArray(parsed.to) ? parsed.to : [parsed.to];
    expect(to.flatMap((a) => a?.value ?? [])).toEqual([
      { address: "alice@example.com", name: "Alice Ünver" },
      { address: "bob@example.org", name: "" },
    ]);
    expect(parsed.subject).toBe(base.subject);
    expect(parsed.messageId).toBe(base.rfcMessageId);
    expect(parsed.inReplyTo).toBe("<msg_parent@x.com>");
    expect(parsed.references).toEqual(["<root@x.com>", "<msg_parent@x.com>"]);
    expect(parsed.date?.toISOString()).toBe("2024-05-14T09:12:30.000Z");
    expect(parsed.headers.get("x-agent-run")).toBe("run_42");
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.replyTo?.value[0].address).toBe("replies@agents.example.com");
    expect(parsed.text?.trim()).toBe("Hello");
  });

  it("adds angle brackets to a bare Message-ID", async () => {
    const { rfcMessageId, raw } = await composeMime({ ...base, rfcMessageId: "msg_1@x.com", text: "x" });
    expect(rfcMessageId).toBe("<msg_1@x.com>");
    expect((await simpleParser(raw)).messageId).toBe("<msg_1@x.com>");
  });

  it("carries attachments byte for byte, zero-byte and binary included, and inline cid parts", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    const { raw } = await composeMime({
      ...base,
      text: "See attached",
      html: '<p>Logo: <img src="cid:logo@agents"></p>',
      attachments: [
        { filename: "empty.txt", contentType: "text/plain", content: Buffer.alloc(0) },
        { filename: "data.bin", content: binary },
        { filename: "résumé (final).pdf", contentType: "application/pdf", content: Buffer.from("%PDF-1.4 …") },
        {
          filename: "logo.png",
          contentType: "image/png",
          contentDisposition: "inline",
          contentId: "<logo@agents>",
          content: png,
        },
      ],
    });
    const parsed = await simpleParser(raw, { keepCidLinks: true });
    const byName = new Map(parsed.attachments.map((a) => [a.filename, a]));
    expect(parsed.attachments).toHaveLength(4);

    const empty = byName.get("empty.txt")!;
    expect(empty.size).toBe(0);
    expect(empty.content.length).toBe(0);

    const bin = byName.get("data.bin")!;
    expect(bin.contentType).toBe("application/octet-stream");
    expect(bin.content.equals(binary)).toBe(true);
    expect(bin.checksum).toBe(md5(binary));
    expect(bin.contentDisposition).toBe("attachment");

    expect(byName.get("résumé (final).pdf")?.contentType).toBe("application/pdf");

    const logo = byName.get("logo.png")!;
    expect(logo.cid).toBe("logo@agents");
    expect(logo.contentDisposition).toBe("inline");
    expect(logo.related).toBe(true);
    expect(logo.content.equals(png)).toBe(true);
    expect(parsed.html).toContain('src="cid:logo@agents"');
  });

  it("refuses structural or malformed extra headers and strips line breaks from values", async () => {
    const bad = await errorOf(() => composeMime({ ...base, text: "x", headers: { Bcc: "x@y.com" } }));
    expect(bad.message).toBe("Header Bcc cannot be set");
    expect(bad.param).toBe("headers");
    await expect(composeMime({ ...base, text: "x", headers: { "Bad Name": "1" } })).rejects.toThrow(ApiError);
    const { raw } = await composeMime({ ...base, text: "x", headers: { "X-Note": "one\r\nBcc: evil@x.com" } });
    const parsed = await simpleParser(raw);
    expect(parsed.headers.get("bcc")).toBeUndefined();
    expect(parsed.headers.get("x-note")).toBe("one Bcc: evil@x.com");
  });

  it("keeps a subject with line breaks on one line", async () => {
    const { raw } = await composeMime({ ...base, subject: "Hi\r\nBcc: evil@x.com", text: "x" });
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe("Hi Bcc: evil@x.com");
    expect(parsed.headers.get("bcc")).toBeUndefined();
  });
});

describe("reply and forward helpers", () => {
  it.each([
    ["Hello", "Re: Hello"],
    ["Re: Hello", "Re: Hello"],
    ["RE: Hello", "RE: Hello"],
    ["re:Hello", "re:Hello"],
    ["Aw: Hallo", "Aw: Hallo"],
    ["SV: Hej", "SV: Hej"],
    ["Re[2]: Hello", "Re[2]: Hello"],
    ["Fwd: Hello", "Re: Fwd: Hello"],
    ["Regarding the plan", "Re: Regarding the plan"],
    ["", "Re:"],
    [undefined, "Re:"],
  ])("replySubject(%j) is %j", (input, expected) => {
    expect(replySubject(input)).toBe(expected);
  });

  it.each([
    ["Hello", "Fwd: Hello"],
    ["Fwd: Hello", "Fwd: Hello"],
    ["FW: Hello", "FW: Hello"],
    ["WG: Hallo", "WG: Hallo"],
    ["Re: Hello", "Fwd: Re: Hello"],
    ["Forward planning", "Fwd: Forward planning"],
    [null, "Fwd:"],
  ])("forwardSubject(%j) is %j", (input, expected) => {
    expect(forwardSubject(input)).toBe(expected);
  });

  it("normalizeMessageId", () => {
    expect(normalizeMessageId("a@b")).toBe("<a@b>");
    expect(normalizeMessageId(" <a@b> ")).toBe("<a@b>");
  });

  it("referencesFor appends the Message-ID to the references, deduplicated", () => {
    expect(referencesFor({ rfcMessageId: "<c@x>", references: ["<a@x>", "<b@x>"] })).toEqual([
      "<a@x>",
      "<b@x>",
      "<c@x>",
    ]);
    expect(referencesFor({ rfcMessageId: "c@x" })).toEqual(["<c@x>"]);
    expect(referencesFor({ references: ["<a@x> <b@x>", "<a@x>"] })).toEqual(["<a@x>", "<b@x>"]);
    // The original's own ID is moved to the end even if it also appears in its references.
    expect(referencesFor({ rfcMessageId: "<b@x>", references: ["<a@x>", "<b@x>", "<c@x>"] })).toEqual([
      "<a@x>",
      "<c@x>",
      "<b@x>",
    ]);
    expect(referencesFor({})).toEqual([]);
  });

  it("referencesFor keeps the root and the newest when capping", () => {
    const refs = Array.from({ length: 40 }, (_, i) => `<r${i}@x>`);
    const out = referencesFor({ rfcMessageId: "<last@x>", references: refs });
    expect(out).toHaveLength(MAX_REFERENCES);
    expect(out[0]).toBe("<r0@x>");
    expect(out[out.length - 1]).toBe("<last@x>");
    expect(out[out.length - 2]).toBe("<r39@x>");
    expect(out).not.toContain("<r1@x>");
  });

  it("quoteForForward builds text and html blocks with the note first", () => {
    const { text, html } = quoteForForward(
      {
        from: "Alice <alice@example.com>",
        to: ["agent@agents.example.com"],
        cc: ["carol@example.net"],
        date: new Date("2024-05-14T09:12:30Z"),
        subject: "Numbers <Q2>",
        text: "Line one\nLine two",
        html: "<html><body><p>Line <b>one</b></p></body></html>",
      },
      { text: "FYI, see below." },
    );
    expect(text).toBe(
      [
        "FYI, see below.",
        "",
        "---------- Forwarded message ---------",
        "From: Alice <alice@example.com>",
        "Date: Tue, 14 May 2024 09:12:30 GMT",
        "Subject: Numbers <Q2>",
        "To: agent@agents.example.com",
        "Cc: carol@example.net",
        "",
        "Line one\nLine two",
      ].join("\n"),
    );
    expect(html.indexOf("FYI, see below.")).toBeLessThan(html.indexOf("---------- Forwarded message ---------"));
    expect(html).toContain("From: Alice &lt;alice@example.com&gt;");
    expect(html).toContain("Subject: Numbers &lt;Q2&gt;");
    expect(html).toContain("<p>Line <b>one</b></p>");
    expect(html).not.toContain("<body>");
  });

  it("quoteForForward without a note or html escapes the original text", () => {
    const { text, html } = quoteForForward({ from: "a@x.com", subject: "S", text: "<script>x</script>\nok" });
    expect(text.startsWith("---------- Forwarded message ---------\nFrom: a@x.com\nSubject: S\n\n")).toBe(true);
    expect(html).toContain("&lt;script&gt;x&lt;/script&gt;<br>");
    expect(html).not.toContain("<script>");
  });
});

describe("resolveAttachments", () => {
  const fakeFetch = (
    responses: Record<string, { status: number; headers?: Record<string, string>; body: Buffer } | Error>,
  ) => {
    const calls: Array<{ url: string; maxBytes: number; allowLoopback: boolean }> = [];
    const fetcher = (async (url, options) => {
      calls.push({ url, maxBytes: options.maxBytes, allowLoopback: options.allowLoopback });
      const r = responses[url];
      if (!r) throw new SafeFetchError("unresolvable", "no such host");
      if (r instanceof Error) throw r;
      return { status: r.status, headers: r.headers ?? {}, body: r.body };
    }) as typeof safeFetch;
    return { fetcher, calls };
  };

  it("returns nothing for an empty or missing list", async () => {
    expect(await resolveAttachments(undefined, { allowLoopback: false })).toEqual([]);
    expect(await resolveAttachments([], { allowLoopback: false })).toEqual([]);
  });

  it("decodes base64 content and fills the content type from the filename", async () => {
    const bytes = randomBytes(1000);
    const [a, b, c] = await resolveAttachments(
      [
        { filename: "report.pdf", content: bytes.toString("base64") },
        { filename: "notes", content: "aGVsbG8=", content_type: "text/plain; charset=utf-8" },
        { content: "", content_id: "<img1@x>" },
      ],
      { allowLoopback: false },
    );
    expect(a).toEqual({
      filename: "report.pdf",
      contentType: "application/pdf",
      contentDisposition: "attachment",
      content: bytes,
      size: 1000,
    });
    expect(b.contentType).toBe("text/plain");
    expect(b.content.toString()).toBe("hello");
    expect(c).toEqual({
      contentType: "application/octet-stream",
      contentDisposition: "inline",
      contentId: "img1@x",
      content: Buffer.alloc(0),
      size: 0,
    });
  });

  it("accepts base64 with line breaks, without padding, and as a data URI", async () => {
    const [a, b, c] = await resolveAttachments(
      [{ content: "aGVs\r\nbG8=" }, { content: "aGVsbG8" }, { content: "data:image/png;base64,iVBORw0KGgo=" }],
      { allowLoopback: false },
    );
    expect(a.content.toString()).toBe("hello");
    expect(b.content.toString()).toBe("hello");
    expect(c.contentType).toBe("image/png");
    expect(c.content.subarray(1, 4).toString()).toBe("PNG");
  });

  it.each([
    ["not base64!"],
    ["aGVsbG8=x"],
    ["a"],
    ["aGVsbG8-_w=="],
    ["aGV=sbG8"],
  ])("rejects %j as base64", async (content) => {
    const error = await errorOf(() => resolveAttachments([{ content: "aGk=" }, { content }], { allowLoopback: false }));
    expect(error.message).toBe("attachments[1].content must be base64");
    expect(error.param).toBe("attachments");
  });

  it("decodeBase64Strict", () => {
    expect(decodeBase64Strict("")?.length).toBe(0);
    expect(decodeBase64Strict("AA==")).toEqual(Buffer.from([0]));
    expect(decodeBase64Strict("A===")).toBeUndefined();
  });

  it("needs content or url", async () => {
    const error = await errorOf(() => resolveAttachments([{ filename: "x.txt" }], { allowLoopback: false }));
    expect(error.message).toBe("Attachment 0 needs content (base64) or url");
    expect(error.param).toBe("attachments");
  });

  it("fetches URLs through the fetcher with the 25 MB cap, taking name and type from the response", async () => {
    const pdf = Buffer.from("%PDF-1.7 fetched");
    const { fetcher, calls } = fakeFetch({
      "https://files.example.com/a/Quarterly%20Report.pdf?sig=1": {
        status: 200,
        headers: { "content-type": "application/octet-stream" },
        body: pdf,
      },
      "https://files.example.com/download?id=7": {
        status: 200,
        headers: { "content-type": "image/jpeg", "content-disposition": "attachment; filename*=UTF-8''ph%C3%B6to.jpg" },
        body: Buffer.from([0xff, 0xd8, 0xff]),
      },
    });
    const [a, b] = await resolveAttachments(
      [
        { url: "https://files.example.com/a/Quarterly%20Report.pdf?sig=1" },
        { url: "https://files.example.com/download?id=7", content_disposition: "inline" },
      ],
      { allowLoopback: true, fetcher },
    );
    expect(calls).toEqual([
      {
        url: "https://files.example.com/a/Quarterly%20Report.pdf?sig=1",
        maxBytes: 25 * 1024 * 1024,
        allowLoopback: true,
      },
      { url: "https://files.example.com/download?id=7", maxBytes: 25 * 1024 * 1024, allowLoopback: true },
    ]);
    expect(a.filename).toBe("Quarterly Report.pdf");
    expect(a.contentType).toBe("application/pdf");
    expect(a.content.equals(pdf)).toBe(true);
    expect(b.filename).toBe("phöto.jpg");
    expect(b.contentType).toBe("image/jpeg");
    expect(b.contentDisposition).toBe("inline");
  });

  it.each([
    ["a fetch error", new SafeFetchError("too_large", "too big")],
    ["a blocked address", new SafeFetchError("blocked_address", "private")],
    ["a 404", { status: 404, body: Buffer.from("nope") }],
    ["a redirect", { status: 302, headers: { location: "http://10.0.0.1/" }, body: Buffer.alloc(0) }],
  ])("turns %s into the spec's 400", async (_label, response) => {
    const url = "https://files.example.com/x.bin";
    const { fetcher } = fakeFetch({ [url]: response });
    const error = await errorOf(() => resolveAttachments([{ url }], { allowLoopback: false, fetcher }));
    expect(error.message).toBe(`Attachment URL ${url} is over 25 MB or could not be fetched`);
    expect(error.param).toBe("attachments");
  });

  it("reports the first failing attachment in list order", async () => {
    const { fetcher } = fakeFetch({});
    const error = await errorOf(() =>
      resolveAttachments([{ url: "https://a.example.com/1" }, { url: "https://b.example.com/2" }], {
        allowLoopback: false,
        fetcher,
      }),
    );
    expect(error.message).toContain("https://a.example.com/1");
  });

  it("cleans file names", async () => {
    const [a] = await resolveAttachments([{ filename: "../../etc/pass\r\nwd.txt", content: "" }], {
      allowLoopback: false,
    });
    expect(a.filename).toBe("passwd.txt");
  });

  it("sendAttachmentSchema accepts the API shape and rejects bad dispositions", () => {
    const ok = sendAttachmentSchema.parse({
      filename: "a.txt",
      content_type: "text/plain",
      content_disposition: "inline",
      content_id: "c1",
      content: "aGk=",
      url: null,
      extra: 1,
    });
    expect(ok).toEqual({
      filename: "a.txt",
      content_type: "text/plain",
      content_disposition: "inline",
      content_id: "c1",
      content: "aGk=",
      url: null,
    });
    expect(sendAttachmentSchema.safeParse({ content_disposition: "sideways" }).success).toBe(false);
    expect(sendAttachmentSchema.safeParse({ content: 5 }).success).toBe(false);
  });
});
