// Classifier inputs for tests: ordinary, authenticated mail with no risk signals unless a test says otherwise.
import type { ClassifierSignals } from "../../shared/ports/classifier.js";

export const cleanSignals = (overrides: Partial<ClassifierSignals> = {}): ClassifierSignals => ({
  authFailed: false,
  aligned: true,
  suspiciousLinks: 0,
  displayMismatches: 0,
  shorteners: 0,
  riskyAttachments: 0,
  highRiskAttachments: 0,
  hiddenTextFound: false,
  zeroWidthFound: false,
  freeMail: false,
  priorCorrespondence: false,
  linkCount: 0,
  ...overrides,
});
