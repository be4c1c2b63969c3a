// The site's words (site-words.ts) in each language a site may speak, by its first subtag, with a
// region's own words where they differ. Every table is whole: a visitor never meets English in a
// page's own words in another language (site-words.test.ts checks).

import { DA } from './site-word-tables/da';
import { DE } from './site-word-tables/de';
import { ES } from './site-word-tables/es';
import { FI } from './site-word-tables/fi';
import { FR } from './site-word-tables/fr';
import { IT } from './site-word-tables/it';
import { JA } from './site-word-tables/ja';
import { NB } from './site-word-tables/nb';
import { NL } from './site-word-tables/nl';
import { PL } from './site-word-tables/pl';
import { PT } from './site-word-tables/pt';
import { SV } from './site-word-tables/sv';
import type { SiteWords } from './site-words';

/** By first subtag. */
export const SITE_WORD_TABLES: Readonly<Record<string, SiteWords>> = {
  fr: FR,
  es: ES,
  it: IT,
  pt: PT,
  de: DE,
  nl: NL,
  sv: SV,
  da: DA,
  nb: NB,
  fi: FI,
  pl: PL,
  ja: JA,
};

/** Where a region words it differently from its language's table. */
export const SITE_REGIONAL_WORDS: Readonly<Record<string, Partial<SiteWords>>> = {
  'fr-CA': {
    emailNotShown: 'Courriel (non affiché)',
    emailAddress: 'Adresse courriel',
    commentNeedsName: 'Indiquez votre nom et votre courriel, ou connectez-vous, pour commenter.',
  },
  'pt-BR': {
    errorTitle: 'Algo deu errado',
    share: 'Compartilhar',
    subscriptionTitle: 'Assinatura',
    newWindow: '(abre em uma nova janela)',
    calendarFile: 'Baixar o arquivo do calendário (.ics)',
    rssLink: 'Assinar por RSS',
    commentHeld: 'Obrigado. Seu comentário aparecerá depois de aprovado.',
    commentPosted: 'Obrigado. Seu comentário foi publicado.',
    commentNeedsName: 'Informe seu nome e e-mail, ou entre, para comentar.',
    signInToComment: 'Entre para comentar.',
    lockedSite: 'Este site é protegido por senha',
    lockedSiteMessage: 'Digite a senha para ver o site.',
    protectedPage: 'Esta página é protegida por senha',
    protectedPageMessage: 'Digite a senha para ver esta página.',
    goToAccount: 'Ir para sua conta',
    wrongPassword: 'A senha não está correta. Tente novamente.',
    noPassword: 'Digite a senha.',
    checking: 'Verificando…',
    formLoading: 'Carregando o formulário…',
    submitting: 'Enviando…',
    saving: 'Salvando…',
    popupSignUp: 'Inscrever-se',
    formSave: 'Salvar',
    firstName: 'Nome',
    partLine1: 'Endereço linha 1',
    partLine2: 'Endereço linha 2',
    partCity: 'Cidade',
    partFirst: 'Nome',
    partLast: 'Sobrenome',
    partAreaCode: 'DDD',
    partCountryCode: 'Código do país',
    lastName: 'Sobrenome',
    audioUnplayable: 'Não é possível reproduzir este arquivo de áudio.',
  },
};
