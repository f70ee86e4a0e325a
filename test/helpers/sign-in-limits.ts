import type { SignInLimitsConfig } from "../../shared/config.js";

/** The spec's "Dashboard sign-in buckets" and code rules, for platforms a test builds by hand. */
export const SPEC_SIGN_IN_LIMITS: SignInLimitsConfig = {
  buckets: {
    ip: { burst: 20, refillSeconds: 6 },
    email_login: { burst: 5, refillSeconds: 60 },
    email_signup: { burst: 5, refillSeconds: 60 },
    email_link: { burst: 5, refillSeconds: 180 },
    email_ip_code: { burst: 5, refillSeconds: 180 },
    email_ip_check: { burst: 5, refillSeconds: 60 },
    invitation_ip: { burst: 20, refillSeconds: 6 },
  },
  codesPerAddressHour: 10,
  wrongCodesPerDay: 20,
};
