// The AWS DomainIdentities: an SES v2 email identity per custom domain, with Easy DKIM (SES holds the key; the
// three CNAME tokens are published by the owner) and a custom MAIL FROM (`mail.<domain>`), so the envelope sender,
// and with it SPF, aligns with the From domain for DMARC.
import type {
  CreateEmailIdentityCommand,
  DeleteEmailIdentityCommand,
  GetEmailIdentityCommand,
  PutEmailIdentityMailFromAttributesCommand,
} from "@aws-sdk/client-sesv2";
import { once } from "../../once.js";
import type { DomainIdentities, DomainIdentity } from "../../ports/domain-identities.js";

const sdk = once(() => import("@aws-sdk/client-sesv2"));

type IdentityCommand =
  | CreateEmailIdentityCommand
  | GetEmailIdentityCommand
  | DeleteEmailIdentityCommand
  | PutEmailIdentityMailFromAttributesCommand;

/** The part of SESv2Client the adapter uses (a fake in tests). */
export interface SesIdentityClient {
  /** Create and Get answer the identity's DKIM attributes; the others answer nothing the adapter reads. */
  send(command: IdentityCommand): Promise<{ DkimAttributes?: { Tokens?: string[] } }>;
}

export interface SesDomainIdentitiesOptions {
  region: string;
  client?: SesIdentityClient;
}

/** The subdomain used as custom MAIL FROM. */
export const MAIL_FROM_LABEL = "mail";

/** What a domain publishes for an SES identity with these Easy DKIM tokens, in this region. */
export function sesIdentityRecords(domain: string, tokens: readonly string[], region: string): DomainIdentity {
  const mailFrom = `${MAIL_FROM_LABEL}.${domain}`;
  return {
    records: [
      { type: "TXT", name: mailFrom, value: "v=spf1 include:amazonses.com ~all", purpose: "spf" },
      ...tokens.map((token) => ({
        type: "CNAME" as const,
        name: `${token}._domainkey.${domain}`.toLowerCase(),
        value: `${token}.dkim.amazonses.com`.toLowerCase(),
        purpose: "dkim" as const,
      })),
      // SES sends bounces to the MAIL FROM domain's MX: its feedback endpoint in the region.
      {
        type: "MX",
        name: mailFrom,
        value: `feedback-smtp.${region}.amazonses.com`,
        priority: 10,
        purpose: "provider",
      },
    ],
  };
}

const named = (error: unknown, name: string) => (error as { name?: string }).name === name;

export function sesDomainIdentities(options: SesDomainIdentitiesOptions): DomainIdentities {
  const client = once(
    async (): Promise<SesIdentityClient> => options.client ?? new (await sdk()).SESv2Client({ region: options.region }),
  );
  return {
    async create(domain) {
      const { CreateEmailIdentityCommand, GetEmailIdentityCommand, PutEmailIdentityMailFromAttributesCommand } =
        await sdk();
      const ses = await client();
      let tokens: string[] | undefined;
      try {
        const created = await ses.send(new CreateEmailIdentityCommand({ EmailIdentity: domain }));
        tokens = created.DkimAttributes?.Tokens;
      } catch (error) {
        // A retried create (or a domain deleted here but not yet in SES): read the identity that exists.
        if (!named(error, "AlreadyExistsException")) throw error;
      }
      if (!tokens?.length) {
        const existing = await ses.send(new GetEmailIdentityCommand({ EmailIdentity: domain }));
        tokens = existing.DkimAttributes?.Tokens;
      }
      if (!tokens?.length) throw new Error(`SES returned no DKIM tokens for ${domain}`);
      await ses.send(
        new PutEmailIdentityMailFromAttributesCommand({
          EmailIdentity: domain,
          MailFromDomain: `${MAIL_FROM_LABEL}.${domain}`,
          // Until the MAIL FROM records are published SES keeps sending with its own envelope domain.
          BehaviorOnMxFailure: "USE_DEFAULT_VALUE",
        }),
      );
      return sesIdentityRecords(domain, tokens, options.region);
    },
    async delete(domain) {
      const { DeleteEmailIdentityCommand } = await sdk();
      try {
        await (await client()).send(new DeleteEmailIdentityCommand({ EmailIdentity: domain }));
      } catch (error) {
        if (!named(error, "NotFoundException")) throw error;
      }
    },
  };
}
