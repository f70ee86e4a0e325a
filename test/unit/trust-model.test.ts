// The trained text model beside the rules (shared/trust/model.ts): its features, its training, how the classifier
// uses it, and that the shipped model is what training on the tuned corpora gives.
import { describe, expect, it } from "vitest";
import { trainFromCorpora, vocabularyFromCorpora } from "../../scripts/train-trust-model.js";
import type { ClassifierInput, ClassifierSignals } from "../../shared/ports/classifier.js";
import { localClassifier } from "../../shared/trust/classifier.js";
import { TRUST_MODEL } from "../../shared/trust/data/trust-model.js";
import { TRUST_VOCABULARY } from "../../shared/trust/data/trust-vocabulary.js";
import { loadModel, modelFeatures, scoreModel, type TrainingExample, trainModel } from "../../shared/trust/model.js";
import { buildVocabulary, knownShare, loadVocabulary, vocabularyWords } from "../../shared/trust/vocabulary.js";
import { cleanSignals } from "../helpers/classifier-input.js";

const input = (text: string, overrides: Partial<ClassifierInput> = {}, signals: Partial<ClassifierSignals> = {}) => ({
  subject: "",
  text,
  hiddenText: "",
  from: "Someone <someone@example.com>",
  ...overrides,
  signals: cleanSignals({ aligned: false, ...signals }),
});

// A toy language: attack mail talks about "zorblax" transfers, benign mail about lunch. Nothing here is an attack
// to the rules, so whatever the classifier does with it comes from the model.
const attackWords = ["zorblax", "quintal", "vexaroo", "plimbus", "drennic"];
const benignWords = ["lunch", "agenda", "thursday", "minutes", "garden"];
const sentence = (words: string[], i: number) =>
  `${words[i % 5]} ${words[(i + 1) % 5]} and ${words[(i + 2) % 5]} for the ${words[(i + 3) % 5]} team`;
const toyExamples: TrainingExample[] = [
  ...Array.from({ length: 20 }, (_, i) => ({ input: input(sentence(attackWords, i)), attack: true })),
  ...Array.from({ length: 20 }, (_, i) => ({ input: input(sentence(benignWords, i)), attack: false })),
];

describe("model features", () => {
  it("keeps hidden and attachment words apart from visible ones", () => {
    const visible = new Set(modelFeatures(input("transfer the funds")));
    const hidden = modelFeatures(input("", { hiddenText: "transfer the funds" }));
    const attached = modelFeatures(input("", { attachmentText: "transfer the funds" }));
    expect(hidden.some((f) => visible.has(f))).toBe(false);
    expect(attached.some((f) => visible.has(f))).toBe(false);
  });

  it("reads unspaced scripts as letter pairs, and counts the signals that are set", () => {
    expect(modelFeatures(input("请把发票发给我们")).length).toBeGreaterThanOrEqual(6);
    const plain = modelFeatures(input("hello"));
    const withSignal = modelFeatures(input("hello", {}, { shorteners: 1 }));
    expect(withSignal.length).toBe(plain.length + 1);
  });
});

describe("model training", () => {
  it("separates the two kinds of mail it was shown, and scores unseen mixes of their words", () => {
    const model = loadModel(trainModel(toyExamples, { bits: 12 }));
    expect(scoreModel(model, input("plimbus drennic for the zorblax crew"))).toBeGreaterThanOrEqual(0.5);
    expect(scoreModel(model, input("garden minutes for the lunch crew"))).toBeLessThan(0.5);
  });

  it("is deterministic, stores one byte per bucket, and refuses a file of the wrong size", () => {
    const a = trainModel(toyExamples, { bits: 10 });
    const b = trainModel(toyExamples, { bits: 10 });
    expect(a.version).toBe(b.version);
    expect(Buffer.from(a.weights, "base64").length).toBe(1024);
    expect(() => loadModel({ ...a, bits: 11 })).toThrow(/expected 2048 weights/);
  });
});

describe("the model's vocabulary", () => {
  it("knows the words it was built from, as the model reads them (unspaced scripts as letter pairs)", () => {
    const vocabulary = loadVocabulary(buildVocabulary(["Budget approved for phase two", "请把发票发给我们"]));
    expect(knownShare(vocabulary, "phase two budget")).toBe(1);
    expect(knownShare(vocabulary, "phase two zorblax quintal")).toBe(0.5);
    expect(knownShare(vocabulary, "发票发给")).toBe(1);
    expect(knownShare(vocabulary, "12 345")).toBe(1);
    expect([...vocabularyWords("Hello, 世界和平")]).toEqual(["hello", "世界", "界和", "和平"]);
  });

  it("refuses a filter of the wrong size", () => {
    const stored = buildVocabulary(["hello"], 12);
    expect(() => loadVocabulary({ ...stored, bits: 13 })).toThrow(/wrong filter size/);
  });
});

describe("the classifier and the model", () => {
  const model = loadModel(trainModel(toyExamples, { bits: 12 }));
  const vocabulary = loadVocabulary(buildVocabulary(toyExamples.map((e) => e.input.text)));
  const classifier = localClassifier({ preload: false, model, vocabulary });
  const text = "plimbus drennic for the zorblax crew";

  it("raises the score the rules lean to up to a warning, and says so", async () => {
    const result = await classifier.classify(input(text));
    const top = Math.max(
      result.contains_instructions_to_agent,
      result.is_phishing,
      result.requests_credentials_or_payment,
      result.is_spam,
    );
    expect(top).toBeGreaterThanOrEqual(0.6);
    expect(top).toBeLessThan(0.8);
    expect(result.reasons.some((r) => r.includes("reads like attack mail the trained model has seen"))).toBe(true);
  });

  it("does not warn alone about mail whose words it has not seen (its score there is hash collisions)", async () => {
    const unseen = "plimbus drennic vexaroo zorblax";
    const toyWords = await classifier.classify(input(unseen));
    const shippedWords = await localClassifier({ preload: false, model }).classify(input(unseen));
    expect(toyWords.reasons.some((r) => r.includes("trained model"))).toBe(true);
    expect(shippedWords.reasons.some((r) => r.includes("trained model"))).toBe(false);
  });

  it("leaves a known, authenticated correspondent's mail and mail it does not recognise alone", async () => {
    const known = await classifier.classify(input(text, {}, { aligned: true, priorCorrespondence: true }));
    const benign = await classifier.classify(input("garden minutes for the lunch crew"));
    for (const result of [known, benign]) {
      expect(result.reasons.some((r) => r.includes("trained model"))).toBe(false);
      expect(result.contains_instructions_to_agent).toBeLessThan(0.5);
      expect(result.is_spam).toBeLessThan(0.5);
    }
  });

  it("puts the model's version in the cache key", () => {
    expect(classifier.modelVersion).toContain(model.version);
    expect(localClassifier({ preload: false }).modelVersion).toContain(TRUST_MODEL.version);
  });
});

describe("the shipped model", () => {
  it("is what `npm run train:trust` gives on the tuned corpora (retrain after changing them or the pipeline)", {
    timeout: 180_000,
  }, async () => {
    expect((await trainFromCorpora()).version).toBe(TRUST_MODEL.version);
    expect((await vocabularyFromCorpora()).filter).toBe(TRUST_VOCABULARY.filter);
  });
});
