// What the analytics report reads besides its own events: the orders placed in a range (revenue,
// average order value, top products), form submissions per form, and restock sign-ups. Times of
// these rows are ISO 8601 text, so a range of epoch ms is compared as ISO text.
import type { Kysely } from 'kysely';
import type { Order } from '../../shared/api/commerce';
import { orderOf } from './commerce-order-rows';
import type { Database } from './database';

const iso = (at: number) => new Date(at).toISOString();
/** Orders whose items one statement reads (bound variables stay far under the engines' limits). */
const ORDERS_PER_READ = 500;

export interface FormCounts {
  readonly formId: string;
  readonly name: string;
  readonly submissions: number;
}

export class AnalyticsSources {
  constructor(private readonly db: Kysely<Database>) {}

  /** A website's orders with `from <= created < to`, with their items. */
  async orders(websiteId: string, from: number, to: number): Promise<Order[]> {
    const rows = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('website_id', '=', websiteId)
      .where('created_at', '>=', iso(from))
      .where('created_at', '<', iso(to))
      .execute();
    const orders: Order[] = [];
    for (let start = 0; start < rows.length; start += ORDERS_PER_READ) {
      const chunk = rows.slice(start, start + ORDERS_PER_READ);
      const items = await this.db
        .selectFrom('order_items')
        .selectAll()
        .where(
          'order_id',
          'in',
          chunk.map((row) => row.id),
        )
        .orderBy('position')
        .execute();
      for (const row of chunk) {
        orders.push(
          orderOf(
            row,
            items.filter((item) => item.order_id === row.id),
          ),
        );
      }
    }
    return orders;
  }

  /** Every form of a website (its name) with the submissions of `from <= created < to`. */
  async formSubmissions(websiteId: string, from: number, to: number): Promise<FormCounts[]> {
    const forms = await this.db
      .selectFrom('forms')
      .select(['id', 'name'])
      .where('site_id', '=', websiteId)
      .execute();
    const counts = await this.db
      .selectFrom('form_submissions')
      .select(['form_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('site_id', '=', websiteId)
      .where('created_at', '>=', iso(from))
      .where('created_at', '<', iso(to))
      .groupBy('form_id')
      .execute();
    const byForm = new Map(counts.map((row) => [row.form_id, Number(row.n)]));
    return forms.map((form) => ({
      formId: form.id,
      name: form.name,
      submissions: byForm.get(form.id) ?? 0,
    }));
  }

  /** Restock notification sign-ups of a website with `from <= created < to`. */
  async restockSignUps(websiteId: string, from: number, to: number): Promise<number> {
    const row = await this.db
      .selectFrom('restock_signups')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('website_id', '=', websiteId)
      .where('created_at', '>=', iso(from))
      .where('created_at', '<', iso(to))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
