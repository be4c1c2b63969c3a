// 0003_commerce: the store's catalogue, carts, orders, restock sign-ups and the outbox.
// Money columns hold integer minor units; JSON columns hold text. Ids are random strings.

import type { Kysely, Migration } from 'kysely';
import { columnTypes } from './engine';

export const commerceMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const t = columnTypes(db);
    await db.schema
      .createTable('products')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('website_id', 'text', (col) => col.notNull())
      .addColumn('collection_id', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('slug', 'text', (col) => col.notNull())
      .addColumn('product_type', 'integer', (col) => col.notNull())
      .addColumn('details', t.json, (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('products_slug', ['website_id', 'slug'])
      .execute();
    await db.schema
      .createIndex('products_collection')
      .on('products')
      .columns(['collection_id', 'position'])
      .execute();
    await db.schema
      .createTable('product_variants')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('product_id', 'text', (col) =>
        col.notNull().references('products.id').onDelete('cascade'),
      )
      .addColumn('website_id', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('sku', 'text', (col) => col.notNull())
      .addColumn('attributes', t.json, (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('price_minor', t.money, (col) => col.notNull())
      .addColumn('sale_price_minor', t.money, (col) => col.notNull())
      .addColumn('on_sale', 'integer', (col) => col.notNull())
      .addColumn('unlimited', 'integer', (col) => col.notNull())
      .addColumn('qty_in_stock', 'integer', (col) => col.notNull())
      .addColumn('image_file_id', 'text')
      .addUniqueConstraint('product_variants_sku', ['website_id', 'sku'])
      .execute();
    await db.schema
      .createIndex('product_variants_product')
      .on('product_variants')
      .columns(['product_id', 'position'])
      .execute();
    await db.schema
      .createTable('carts')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('website_id', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('is_purchased', 'integer', (col) => col.notNull())
      .addColumn('order_id', 'text')
      .addColumn('created_at', t.epochMs, (col) => col.notNull())
      .addColumn('updated_at', t.epochMs, (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('cart_entries')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('cart_id', 'text', (col) =>
        col.notNull().references('carts.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('product_id', 'text', (col) => col.notNull())
      .addColumn('variant_id', 'text', (col) => col.notNull())
      .addColumn('sku', 'text', (col) => col.notNull())
      .addColumn('attributes', t.json, (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('product_type', 'integer', (col) => col.notNull())
      .addColumn('quantity', 'integer', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('unit_price_minor', t.money, (col) => col.notNull())
      .addColumn('additional_fields', 'text')
      .addColumn('image_url', 'text')
      .execute();
    await db.schema
      .createIndex('cart_entries_cart')
      .on('cart_entries')
      .columns(['cart_id', 'position'])
      .execute();
    await db.schema
      .createTable('orders')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('website_id', 'text', (col) => col.notNull())
      .addColumn('cart_id', 'text', (col) => col.notNull().unique())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('shipping_address', t.json)
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('subtotal_minor', t.money, (col) => col.notNull())
      .addColumn('shipping_minor', t.money, (col) => col.notNull())
      .addColumn('tax_minor', t.money, (col) => col.notNull())
      .addColumn('grand_total_minor', t.money, (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('orders_website')
      .on('orders')
      .columns(['website_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('order_items')
      .addColumn('order_id', 'text', (col) =>
        col.notNull().references('orders.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('product_id', 'text', (col) => col.notNull())
      .addColumn('variant_id', 'text', (col) => col.notNull())
      .addColumn('sku', 'text', (col) => col.notNull())
      .addColumn('product_name', 'text', (col) => col.notNull())
      .addColumn('attributes', t.json, (col) => col.notNull())
      .addColumn('quantity', 'integer', (col) => col.notNull())
      .addColumn('unit_price_minor', t.money, (col) => col.notNull())
      .addPrimaryKeyConstraint('order_items_pk', ['order_id', 'position'])
      .execute();
    await db.schema
      .createTable('restock_signups')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('website_id', 'text', (col) => col.notNull())
      .addColumn('product_id', 'text', (col) => col.notNull())
      .addColumn('variant_id', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('join_mailing_list', 'integer', (col) => col.notNull())
      .addColumn('language', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('sent_at', 'text')
      .addUniqueConstraint('restock_signups_email', ['variant_id', 'email'])
      .execute();
    await db.schema
      .createTable('outbox')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('website_id', 'text', (col) => col.notNull())
      .addColumn('to_email', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
  },
};
