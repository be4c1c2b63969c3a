// Restock sign-ups of the Kysely commerce store and the outbox their sends write to; the base of
// the store's class chain (restock <- orders <- carts <- catalogue), so it holds the connection.
import type { Kysely } from 'kysely';
import {
  CommerceMessage,
  type OutboxPage,
  RESTOCK_PAGE_SIZE,
  type RestockGroupPage,
  type RestockSendRequest,
  type RestockSignUpPage,
} from '../../shared/api/commerce';
import { SUBSCRIBABLE_PRODUCT_TYPES } from '../../shared/codes/product-types';
import { headerValue } from '../../shared/mail/header';
import { variantDescriptor } from '../../shared/products/variants';
import { cursorPage, decodeCursor } from '../commerce/cursor';
import type { ProductDetails } from '../commerce/product-view';
import { newId, Refused, refusing } from './commerce-helpers';
import type { RestockSignUpInput, Result } from './commerce-store';
import type { Database } from './database';
import type { Clock } from './site-store';

export class CommerceRestock {
  constructor(
    protected readonly db: Kysely<Database>,
    readonly websiteId: string,
    protected readonly clock: Clock,
  ) {}

  restockSignUp(input: RestockSignUpInput): Promise<Result<object>> {
    return refusing(() =>
      this.db.transaction().execute(async (trx) => {
        const variant = await trx
          .selectFrom('product_variants')
          .innerJoin('products', 'products.id', 'product_variants.product_id')
          .select(['products.product_type', 'products.details'])
          .where('product_variants.id', '=', input.variantId)
          .where('products.id', '=', input.productId)
          .where('products.website_id', '=', this.websiteId)
          .executeTakeFirst();
        if (!variant) throw new Refused(400, CommerceMessage.productNotFound);
        const details = JSON.parse(variant.details) as ProductDetails;
        const offered =
          SUBSCRIBABLE_PRODUCT_TYPES.some((type) => type === variant.product_type) &&
          details.merchandising.restockNotificationsEnabled;
        if (!offered) throw new Refused(400, CommerceMessage.restockNotOffered);
        const email = input.email.toLowerCase();
        const updated = await trx
          .updateTable('restock_signups')
          .set({ sent_at: null, join_mailing_list: input.isJoinMailingList ? 1 : 0 })
          .where('variant_id', '=', input.variantId)
          .where('email', '=', email)
          .executeTakeFirst();
        if (updated.numUpdatedRows > 0n) return {};
        await trx
          .insertInto('restock_signups')
          .values({
            id: newId(),
            website_id: this.websiteId,
            product_id: input.productId,
            variant_id: input.variantId,
            email,
            join_mailing_list: input.isJoinMailingList ? 1 : 0,
            language: input.language,
            created_at: this.clock().toISOString(),
            sent_at: null,
          })
          .execute();
        return {};
      }),
    );
  }

  async restockGroups(cursor: string | null): Promise<RestockGroupPage> {
    const after = decodeCursor(cursor);
    let query = this.db
      .selectFrom('restock_signups')
      .innerJoin('products', 'products.id', 'restock_signups.product_id')
      .innerJoin('product_variants', 'product_variants.id', 'restock_signups.variant_id')
      .select((eb) => [
        'restock_signups.product_id',
        'restock_signups.variant_id',
        'products.name',
        'product_variants.attributes',
        eb.fn.countAll<number>().as('count'),
        eb.fn.count<number>('restock_signups.sent_at').as('sent'),
      ])
      .where('restock_signups.website_id', '=', this.websiteId)
      // By the joined rows' keys: the name and attributes follow from them (PostgreSQL cannot
      // group by a json column).
      .groupBy([
        'restock_signups.product_id',
        'restock_signups.variant_id',
        'products.id',
        'product_variants.id',
      ])
      .orderBy('restock_signups.product_id')
      .orderBy('restock_signups.variant_id')
      .limit(RESTOCK_PAGE_SIZE + 1);
    if (after) {
      const [productId = '', variantId = ''] = after;
      query = query.where((eb) =>
        eb.or([
          eb('restock_signups.product_id', '>', productId),
          eb.and([
            eb('restock_signups.product_id', '=', productId),
            eb('restock_signups.variant_id', '>', variantId),
          ]),
        ]),
      );
    }
    const { page, hasNextPage, nextPageCursor } = cursorPage(
      await query.execute(),
      RESTOCK_PAGE_SIZE,
      (row) => [row.product_id, row.variant_id],
    );
    return {
      signUpGroups: page.map((row) => ({
        productId: row.product_id,
        variantId: row.variant_id,
        productName: row.name,
        variantDescription: variantDescriptor({
          attributes: JSON.parse(row.attributes) as Record<string, string>,
        }),
        signUpCount: Number(row.count),
        pendingCount: Number(row.count) - Number(row.sent),
      })),
      hasNextPage,
      nextPageCursor,
    };
  }

  async restockSignUps(
    productId: string,
    variantId: string,
    cursor: string | null,
  ): Promise<RestockSignUpPage> {
    const after = decodeCursor(cursor);
    let query = this.db
      .selectFrom('restock_signups')
      .selectAll()
      .where('website_id', '=', this.websiteId)
      .where('product_id', '=', productId)
      .where('variant_id', '=', variantId)
      .orderBy('created_at')
      .orderBy('id')
      .limit(RESTOCK_PAGE_SIZE + 1);
    if (after) {
      const [createdAt = '', id = ''] = after;
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '>', createdAt),
          eb.and([eb('created_at', '=', createdAt), eb('id', '>', id)]),
        ]),
      );
    }
    const { page, hasNextPage, nextPageCursor } = cursorPage(
      await query.execute(),
      RESTOCK_PAGE_SIZE,
      (row) => [row.created_at, row.id],
    );
    return {
      signUps: page.map((row) => ({
        id: row.id,
        email: row.email,
        isJoinMailingList: row.join_mailing_list === 1,
        createdOn: row.created_at,
        sentOn: row.sent_at,
      })),
      hasNextPage,
      nextPageCursor,
    };
  }

  sendRestock(requests: readonly RestockSendRequest[]): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const now = this.clock().toISOString();
      let sent = 0;
      for (const request of requests) {
        const pending = await trx
          .selectFrom('restock_signups')
          .innerJoin('products', 'products.id', 'restock_signups.product_id')
          .select(['restock_signups.id', 'restock_signups.email', 'products.name', 'products.slug'])
          .where('restock_signups.website_id', '=', this.websiteId)
          .where('restock_signups.product_id', '=', request.productId)
          .where('restock_signups.variant_id', '=', request.variantId)
          .where('restock_signups.sent_at', 'is', null)
          .execute();
        for (const signUp of pending) {
          await trx
            .insertInto('outbox')
            .values({
              id: newId(),
              website_id: this.websiteId,
              to_email: headerValue(signUp.email),
              subject: headerValue(`Back in stock: ${signUp.name}`),
              body: `${signUp.name} is back in stock. Shop it at /products/${signUp.slug}`,
              created_at: now,
            })
            .execute();
          await trx
            .updateTable('restock_signups')
            .set({ sent_at: now })
            .where('id', '=', signUp.id)
            .execute();
          sent += 1;
        }
      }
      return sent;
    });
  }

  async outbox(cursor: string | null): Promise<OutboxPage> {
    const after = decodeCursor(cursor);
    let query = this.db
      .selectFrom('outbox')
      .selectAll()
      .where('website_id', '=', this.websiteId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RESTOCK_PAGE_SIZE + 1);
    if (after) {
      const [createdAt = '', id = ''] = after;
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '<', createdAt),
          eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)]),
        ]),
      );
    }
    const { page, hasNextPage, nextPageCursor } = cursorPage(
      await query.execute(),
      RESTOCK_PAGE_SIZE,
      (row) => [row.created_at, row.id],
    );
    return {
      messages: page.map((row) => ({
        id: row.id,
        to: row.to_email,
        subject: row.subject,
        body: row.body,
        createdOn: row.created_at,
      })),
      hasNextPage,
      nextPageCursor,
    };
  }
}
