// The demo store (issue 9): a physical product with two options whose stock runs out on one
// variant, one on sale, a digital product, a service, a gift card with three denominations, a
// subscription, a product with an additional-fields form (the forms seed's `demo-preorder-form`)
// and one sold out with back-in-stock sign-up on. Every product goes through the same check as
// the owner's (checkProductInput), so the seed cannot hold what the editor would refuse.
// Seeding runs on every start and adds the products only while the store has none, so it also
// fills the store of a data folder made before the store existed.
import type { ProductInput, VariantInput } from '../../shared/api/commerce';
import { ProductType } from '../../shared/codes/product-types';
import { checkProductInput } from '../../shared/products/product-input';
import type { CommerceStore } from '../storage/commerce-store';

/** The additional-fields form the forms seed makes. */
export const DEMO_PREORDER_FORM_ID = 'demo-preorder-form';

const usd = (value: string) => ({ value, currency: 'USD' });
type DemoImage =
  | 'bowls'
  | 'storefront'
  | 'workshop'
  | 'cushion'
  | 'plans'
  | 'giftcard'
  | 'polish'
  | 'board';
const image = (name: DemoImage, alt: string) => ({
  fileId: `demo-${name}`,
  url: `/media/${name}.svg`,
  alt,
});

const table = (size: string, finish: string, price: string, qtyInStock: number): VariantInput => ({
  sku: `JO-TABLE-${size[0]}${finish[0]}`,
  attributes: { Size: size, Finish: finish },
  priceMoney: usd(price),
  qtyInStock,
});

export const DEMO_PRODUCTS: readonly ProductInput[] = [
  {
    name: 'Oak Side Table',
    description: 'A small side table in solid oak, finished by hand in our workshop.',
    images: [image('workshop', 'An oak side table in the workshop')],
    tags: ['oak', 'furniture'],
    categories: ['Furniture'],
    structuredContent: {
      productType: ProductType.physical,
      variantOptionOrdering: ['Size', 'Finish'],
      variants: [
        table('Small', 'Natural', '180.00', 6),
        table('Small', 'Walnut', '195.00', 4),
        table('Large', 'Natural', '240.00', 3),
        table('Large', 'Walnut', '260.00', 1),
      ],
    },
    merchandising: { scarcityEnabled: true, scarcityText: 'Only {qty} left in stock' },
  },
  {
    name: 'Linen Cushion',
    images: [image('cushion', 'A linen cushion on a bench')],
    description: 'Stonewashed linen over a feather insert.',
    tags: ['linen'],
    categories: ['Home'],
    structuredContent: {
      productType: ProductType.physical,
      variants: [
        {
          sku: 'JO-CUSHION',
          priceMoney: usd('45.00'),
          salePriceMoney: usd('35.00'),
          onSale: true,
          qtyInStock: 20,
        },
      ],
    },
  },
  {
    name: 'Workshop Plans (PDF)',
    images: [image('plans', 'Drawings of a side table on paper')],
    description: 'Drawings and a cutting list for the oak side table.',
    categories: ['Plans'],
    structuredContent: {
      productType: ProductType.digital,
      variants: [{ sku: 'JO-PLANS', priceMoney: usd('12.00'), unlimited: true }],
    },
  },
  {
    name: 'Spoon Carving Class',
    description: 'Three hours at the bench with one of our makers; tools provided.',
    images: [image('workshop', 'The bench where classes are held')],
    categories: ['Classes'],
    structuredContent: {
      productType: ProductType.service,
      variants: [{ sku: 'JO-CLASS', priceMoney: usd('85.00'), qtyInStock: 8 }],
    },
  },
  {
    name: 'Gift Card',
    images: [image('giftcard', 'A gift card tied with a ribbon')],
    description: 'A gift card for anything in the shop, sent by email.',
    structuredContent: {
      productType: ProductType.giftCard,
      variantOptionOrdering: ['Amount'],
      variants: ['25', '50', '100'].map((amount) => ({
        sku: `JO-GIFT-${amount}`,
        attributes: { Amount: `$${amount}` },
        priceMoney: usd(`${amount}.00`),
        unlimited: true,
      })),
    },
  },
  {
    name: 'Beeswax Polish Subscription',
    images: [image('polish', 'A tin of beeswax polish')],
    description: 'A tin of our beeswax polish every month.',
    categories: ['Care'],
    structuredContent: {
      productType: ProductType.physical,
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
      variants: [{ sku: 'JO-POLISH-SUB', priceMoney: usd('14.00'), unlimited: true }],
    },
  },
  {
    name: 'Engraved Cutting Board',
    images: [image('board', 'An engraved oak cutting board')],
    description: 'Maple cutting board engraved with the words of your choice.',
    categories: ['Kitchen'],
    structuredContent: {
      productType: ProductType.physical,
      additionalFieldsFormId: DEMO_PREORDER_FORM_ID,
      useCustomAddButtonText: true,
      customAddButtonText: 'Pre-order',
      variants: [{ sku: 'JO-BOARD', priceMoney: usd('60.00'), qtyInStock: 10 }],
    },
  },
  {
    name: 'Walnut Bowl',
    description: 'Turned from a single piece of black walnut.',
    images: [image('bowls', 'Walnut bowls on a shelf')],
    categories: ['Kitchen'],
    structuredContent: {
      productType: ProductType.physical,
      variants: [{ sku: 'JO-BOWL', priceMoney: usd('75.00'), qtyInStock: 0 }],
    },
    merchandising: {
      customSoldOutText: 'Back soon',
      restockNotificationsEnabled: true,
      mailingListSignUpEnabled: true,
    },
  },
];

/** The product with every price in `currency` (the demo is priced in dollars). */
function inCurrency(input: ProductInput, currency: string): ProductInput {
  const money = (value?: { value: string }) =>
    value ? { value: value.value, currency } : undefined;
  const variants = input.structuredContent.variants.map((variant) => ({
    ...variant,
    priceMoney: { value: variant.priceMoney.value, currency },
    salePriceMoney: money(variant.salePriceMoney),
  }));
  return { ...input, structuredContent: { ...input.structuredContent, variants } };
}

/** Adds the demo products when the store has none; returns how many it added. */
export async function seedDemoStore(store: CommerceStore, currency = 'USD'): Promise<number> {
  if ((await store.listProducts()).length > 0) return 0;
  let added = 0;
  for (const input of DEMO_PRODUCTS) {
    const checked = checkProductInput(inCurrency(input, currency), currency);
    if (!checked.ok) throw new Error(`Demo product "${input.name}": ${checked.message}`);
    const result = await store.createProduct(checked.product);
    if (result.kind === 'refused')
      throw new Error(`Demo product "${input.name}": ${result.message}`);
    added += 1;
  }
  return added;
}
