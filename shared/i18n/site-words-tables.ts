// The site's words (site-words.ts) in each language a site may speak, by its first subtag, with a
// region's own words where they differ. Every table is whole: a visitor never meets English in a
// page's own words in another language (site-words.test.ts checks).
import type { SiteWords } from './site-words';
import { GERMANIC_SITE_WORDS } from './site-words-germanic';
import { MORE_SITE_WORDS } from './site-words-more';
import { NORDIC_SITE_WORDS } from './site-words-nordic';
import { ROMANCE_SITE_WORDS } from './site-words-romance';

export const SITE_WORD_TABLES: Readonly<Record<string, SiteWords>> = {
  ...ROMANCE_SITE_WORDS,
  ...GERMANIC_SITE_WORDS,
  ...NORDIC_SITE_WORDS,
  ...MORE_SITE_WORDS,
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
    lastName: 'Sobrenome',
    audioUnplayable: 'Não é possível reproduzir este arquivo de áudio.',
  },
};
