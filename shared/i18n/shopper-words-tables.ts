// The shopper's words (shopper-words.ts) in each language a site may speak, by its first subtag,
// with a region's own words where they differ. Every table is whole: a shopper never meets English
// halfway through a checkout in another language (shopper-words.test.ts checks).
import type { ShopperWords } from './shopper-words';
import { GERMANIC_SHOPPER_WORDS } from './shopper-words-germanic';
import { MORE_SHOPPER_WORDS } from './shopper-words-more';
import { ROMANCE_SHOPPER_WORDS } from './shopper-words-romance';

export const SHOPPER_WORD_TABLES: Readonly<Record<string, ShopperWords>> = {
  ...ROMANCE_SHOPPER_WORDS,
  ...GERMANIC_SHOPPER_WORDS,
  ...MORE_SHOPPER_WORDS,
};

/** Where a region words it differently from its language's table. */
export const SHOPPER_REGIONAL_WORDS: Readonly<Record<string, Partial<ShopperWords>>> = {
  'es-MX': {
    cartAdded: 'Agregado al carrito:',
    fieldLastName: 'Apellido',
    fieldAddress2: 'Departamento, interior, etc. (opcional)',
    fieldRegion: 'Estado',
  },
  'pt-BR': {
    signInLink: 'Entrar',
    signIn: 'Entrar',
    signOut: 'Sair',
    password: 'Senha',
    keepCart: 'Manter uma cópia do meu carrinho neste navegador',
    signedIn: 'Você entrou.',
    signedOut: 'Você saiu.',
    signedInAs: 'Conectado como {email}',
    cartLoading: 'Carregando seu carrinho…',
    emptyCart: 'Seu carrinho está vazio.',
    fieldLastName: 'Sobrenome',
    orderThanks: 'Obrigado. Seu pedido',
    orderLoading: 'Carregando seu pedido…',
    fieldRegion: 'Estado',
    fieldPostalCode: 'CEP',
    continueShopping: 'Continuar comprando',
  },
  'fr-CA': { fieldEmail: 'Courriel', cartTitle: 'Panier d’achat', fieldRegion: 'Province' },
};
