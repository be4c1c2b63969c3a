// The commerce wire contract, part 3: the restock (back-in-stock) calls and the outbox.
// Re-exported by commerce.ts, which holds paths, products and carts.

// ---------------------------------------------------------------- restock

/** POST CommercePath.restock (storefront.md §3 "Restock sign-up payload"). */
export interface RestockSignUpRequest {
  readonly productId: string;
  readonly variantId: string;
  readonly siteVisitorEmail: string;
  readonly isJoinMailingList?: boolean;
  readonly recaptchaEnterpriseV3Token?: string | null;
  readonly language?: string;
}

export interface RestockSignUpResponse {
  readonly ok: true;
}

export interface RestockSignUpGroup {
  readonly productId: string;
  readonly variantId: string;
  readonly productName: string;
  /** e.g. "Size: Small, Color: Red"; '' for a single-variant product. */
  readonly variantDescription: string;
  readonly signUpCount: number;
  /** Sign-ups not yet sent a restock email. */
  readonly pendingCount: number;
}

/** Pages are cursor-based: pass `nextPageCursor` as `cursor` while `hasNextPage`. */
export interface Paged {
  readonly hasNextPage: boolean;
  readonly nextPageCursor: string | null;
}

export interface RestockGroupPage extends Paged {
  readonly signUpGroups: readonly RestockSignUpGroup[];
}

export interface RestockSignUp {
  readonly id: string;
  readonly email: string;
  readonly isJoinMailingList: boolean;
  /** ISO 8601. */
  readonly createdOn: string;
  /** ISO 8601 of the restock email, or null when not sent yet. */
  readonly sentOn: string | null;
}

export interface RestockSignUpPage extends Paged {
  readonly signUps: readonly RestockSignUp[];
}

/** POST CommercePath.restockSend: sends to the group's pending sign-ups. */
export interface RestockSendRequest {
  readonly productId: string;
  readonly variantId: string;
}

export interface RestockSendAllRequest {
  readonly sendRequests: readonly RestockSendRequest[];
}

export interface RestockSendResponse {
  /** How many emails were put in the outbox. */
  readonly sent: number;
}

/** One email "sent" (no mail server: recorded in the outbox). */
export interface OutboxMessage {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly createdOn: string;
}

export interface OutboxPage extends Paged {
  readonly messages: readonly OutboxMessage[];
}

/** Page size of every cursor-paged list. */
export const RESTOCK_PAGE_SIZE = 20;
