// Carts changing hands between a visitor and a site user: on sign-in the visitor's cookie cart
// merges into the user's open cart (shared/cart/merge.ts) or becomes it; on sign-out with
// cloneCart the visitor gets a cart of their own holding a copy of the user's entries.
import { type MergeEntry, mergeCarts } from '../../shared/cart/merge';
import type { StockLevel } from '../../shared/products/types';
import { effectivelyUnlimited, newId, type Trx, variantsWithType } from './commerce-helpers';
import type { ClaimedCart } from './commerce-store';
import type { CartEntriesTable } from './database';
import { CommerceCarts } from './kysely-commerce-carts';

const mergeEntry = (row: CartEntriesTable): MergeEntry => ({
  id: row.id,
  variantId: row.variant_id,
  additionalFields: row.additional_fields,
  quantity: row.quantity,
});

export class CommerceCartOwners extends CommerceCarts {
  claimCart(visitorCartId: string | null, siteUserId: string): Promise<ClaimedCart> {
    return this.db.transaction().execute(async (trx) => {
      const visitor =
        visitorCartId === null
          ? undefined
          : await this.cartOf(trx, { cartId: visitorCartId, siteUserId: null }, true);
      const user = await this.cartOf(trx, { cartId: null, siteUserId }, true);
      if (!visitor) return { cartId: user?.id ?? null, dropped: 0 };
      if (!user) {
        await trx
          .updateTable('carts')
          .set({ site_user_id: siteUserId, updated_at: this.clock().getTime() })
          .where('id', '=', visitor.id)
          .execute();
        return { cartId: visitor.id, dropped: 0 };
      }
      const incoming = await this.entryRows(trx, visitor.id);
      const levels = await this.stockLevels(trx, incoming);
      const merge = mergeCarts(
        (await this.entryRows(trx, user.id)).map(mergeEntry),
        incoming.map(mergeEntry),
        (variantId) => levels.get(variantId),
      );
      for (const { id, quantity } of merge.increase) {
        await trx.updateTable('cart_entries').set({ quantity }).where('id', '=', id).execute();
      }
      const byId = new Map(incoming.map((row) => [row.id, row]));
      const appended = merge.append.map(({ id, quantity }) => ({
        ...(byId.get(id) as CartEntriesTable),
        quantity,
      }));
      await this.copyEntries(trx, user.id, appended);
      await trx.deleteFrom('cart_entries').where('cart_id', '=', visitor.id).execute();
      await trx.deleteFrom('carts').where('id', '=', visitor.id).execute();
      await this.touch(trx, user.id);
      return { cartId: user.id, dropped: merge.dropped };
    });
  }

  copyCartForVisitor(siteUserId: string): Promise<string | null> {
    return this.db.transaction().execute(async (trx) => {
      const user = await this.cartOf(trx, { cartId: null, siteUserId }, true);
      const entries = user ? await this.entryRows(trx, user.id) : [];
      if (entries.length === 0) return null;
      const cartId = await this.newCart(trx, 'shopping');
      await this.copyEntries(trx, cartId, entries);
      return cartId;
    });
  }

  private entryRows(trx: Trx, cartId: string) {
    return trx
      .selectFrom('cart_entries')
      .selectAll()
      .where('cart_id', '=', cartId)
      .orderBy('position')
      .execute();
  }

  /** Appends copies of the rows (new ids, same prices and titles) to the end of the cart. */
  private async copyEntries(trx: Trx, cartId: string, rows: readonly CartEntriesTable[]) {
    if (rows.length === 0) return;
    const last = await trx
      .selectFrom('cart_entries')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('cart_id', '=', cartId)
      .executeTakeFirst();
    const start = Number(last?.position ?? -1) + 1;
    await trx
      .insertInto('cart_entries')
      .values(
        rows.map((row, index) => ({
          ...row,
          id: newId(),
          cart_id: cartId,
          position: start + index,
        })),
      )
      .execute();
  }

  /** The stock of each variant the entries hold; a deleted variant is absent. */
  private async stockLevels(trx: Trx, entries: readonly CartEntriesTable[]) {
    const ids = [...new Set(entries.map((entry) => entry.variant_id))];
    const rows =
      ids.length === 0
        ? []
        : await variantsWithType(trx).where('product_variants.id', 'in', ids).execute();
    return new Map<string, StockLevel>(
      rows.map((row) => [
        row.id,
        { unlimited: effectivelyUnlimited(row.product_type, row), qtyInStock: row.qty_in_stock },
      ]),
    );
  }
}
