// The live site's own words beside the storefront's (issue 23): the not-found and error pages,
// collection pages and items, comments, search, the password screens, the cookie banner, the
// header's landmarks and language switcher, forms, the newsletter and audio. English here, the
// other languages in site-words-tables.ts, read by siteWords (storefront-strings.ts) and carried
// beside the storefront's strings (StorefrontContextValue.words; blocks/site-words.ts). A `{name}`
// slot is filled by fillWords (shopper-words.ts). The spec's texts (comment counts, form messages,
// the member page's words) and the server's refusals are written out here as the spec and the
// server word them (site-words.test.ts holds them to those), the forms' messages taken from their
// module, so the islands that show them share few modules for it; the server's refusals stay
// English and are shown in the page's language by visitorMessage (visitor-messages.ts).
import { SELECT_PROMPT } from '../forms/field-types';
import { FormMessage, problemBannerText } from '../forms/messages';

export interface SiteWords {
  readonly notFoundTitle: string;
  readonly notFoundText: string;
  readonly errorTitle: string;
  readonly errorText: string;
  readonly homeLink: string;
  readonly mainNavigation: string;
  readonly footerNavigation: string;
  readonly socialLinks: string;
  readonly menu: string;
  /** The language switcher's navigation. */
  readonly language: string;
  /** `{tag}`, `{category}`, `{author}`, `{month}`: a collection page's filter. */
  readonly itemsTagged: string;
  readonly itemsInCategory: string;
  readonly itemsBy: string;
  readonly itemsFrom: string;
  readonly showAll: string;
  readonly eventsToShow: string;
  readonly upcoming: string;
  readonly past: string;
  readonly noPosts: string;
  readonly noEvents: string;
  readonly noTracks: string;
  readonly noUpcomingEvents: string;
  readonly noPastEvents: string;
  /** A collection link's count of a blog's, an events collection's, an album's items (`{count}`). */
  readonly postsNone: string;
  readonly postsOne: string;
  readonly postsMany: string;
  readonly eventsNone: string;
  readonly eventsOne: string;
  readonly eventsMany: string;
  readonly albumsNone: string;
  readonly albumsOne: string;
  readonly albumsMany: string;
  readonly pages: string;
  readonly previousPage: string;
  readonly nextPage: string;
  /** `{page}` of `{count}`. */
  readonly pageOf: string;
  /** `{author}`. */
  readonly byAuthor: string;
  readonly tags: string;
  readonly categories: string;
  readonly share: string;
  readonly newWindow: string;
  readonly tracks: string;
  /** `{title}`: the album's. */
  readonly tracksOf: string;
  readonly eventDetails: string;
  readonly addToCalendar: string;
  readonly googleCalendarNewWindow: string;
  readonly calendarFile: string;
  readonly rssLink: string;
  readonly responses: string;
  readonly like: string;
  readonly liked: string;
  /** The spec's comment counts: none, one, `{count}`. */
  readonly noComments: string;
  readonly oneComment: string;
  readonly manyComments: string;
  readonly fromSite: string;
  readonly leaveComment: string;
  readonly commentLabel: string;
  readonly nameLabel: string;
  readonly emailNotShown: string;
  readonly postComment: string;
  /** `{link}`: the sign-in link (signInLink's words). */
  readonly signInToCommentLink: string;
  readonly commentNotSent: string;
  readonly commentHeld: string;
  readonly commentPosted: string;
  readonly commentsClosed: string;
  readonly commentsOff: string;
  readonly commentNeedsName: string;
  readonly signInToComment: string;
  readonly commentNoItem: string;
  readonly searchTitle: string;
  readonly shopTitle: string;
  readonly subscriptionTitle: string;
  readonly searchField: string;
  readonly searchButton: string;
  readonly lockedSite: string;
  readonly lockedSiteMessage: string;
  readonly protectedPage: string;
  readonly protectedPageMessage: string;
  readonly goToAccount: string;
  readonly unlockButton: string;
  readonly checking: string;
  readonly wrongPassword: string;
  readonly noPassword: string;
  readonly tooManyAttempts: string;
  /** The spec's member-only page words. */
  readonly lockedPageNotice: string;
  readonly membersOnlyMessage: string;
  readonly cookieConsent: string;
  readonly cookieMessage: string;
  readonly cookieAccept: string;
  readonly cookieDecline: string;
  readonly formLabel: string;
  readonly formLoading: string;
  readonly formSubmit: string;
  /** A product's form in its lightbox: its button and its name when it has none. */
  readonly formSave: string;
  readonly productFormLabel: string;
  readonly selectOption: string;
  readonly submitting: string;
  readonly saving: string;
  readonly required: string;
  readonly problemAbove: string;
  readonly problemBelow: string;
  readonly surveyMissingAnswer: string;
  readonly characterLimit: string;
  readonly fieldsInvalid: string;
  readonly processingError: string;
  readonly unknownError: string;
  readonly completeCaptcha: string;
  readonly noSubmissionKey: string;
  /** The parts of a form's address, date, name, phone and time fields. */
  readonly partLine1: string;
  readonly partLine2: string;
  readonly partCity: string;
  readonly partCountry: string;
  readonly partMonth: string;
  readonly partDay: string;
  readonly partYear: string;
  readonly partFirst: string;
  readonly partLast: string;
  readonly partAreaCode: string;
  readonly partPrefix: string;
  readonly partLine: string;
  readonly partHour: string;
  readonly partMinute: string;
  readonly partSecond: string;
  readonly partAmPm: string;
  readonly partCountryCode: string;
  readonly newsletter: string;
  readonly emailAddress: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly signedUp: string;
  /** The promotional popup's sign-up button. */
  readonly popupSignUp: string;
  readonly audioTrack: string;
  readonly audioUnplayable: string;
}

export const ENGLISH_SITE_WORDS: SiteWords = {
  notFoundTitle: 'Page not found',
  notFoundText: 'This page is not in the site.',
  errorTitle: 'Something went wrong',
  errorText: 'This page could not be shown. Try again in a moment.',
  homeLink: 'Go to the home page',
  mainNavigation: 'Main',
  footerNavigation: 'Footer',
  socialLinks: 'Social links',
  menu: 'Menu',
  language: 'Language',
  itemsTagged: 'Items tagged “{tag}”',
  itemsInCategory: 'Items in the category “{category}”',
  itemsBy: 'Items by {author}',
  itemsFrom: 'Items from {month}',
  showAll: 'Show all',
  eventsToShow: 'Events to show',
  upcoming: 'Upcoming',
  past: 'Past',
  noPosts: 'No posts yet.',
  noEvents: 'No events yet.',
  noTracks: 'No tracks yet.',
  noUpcomingEvents: 'No upcoming events.',
  noPastEvents: 'No past events.',
  postsNone: 'No posts yet',
  postsOne: '1 post',
  postsMany: '{count} posts',
  eventsNone: 'No events yet',
  eventsOne: '1 event',
  eventsMany: '{count} events',
  albumsNone: 'No albums yet',
  albumsOne: '1 album',
  albumsMany: '{count} albums',
  pages: 'Pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: 'Page {page} of {count}',
  byAuthor: 'By {author}',
  tags: 'Tags',
  categories: 'Categories',
  share: 'Share',
  newWindow: '(opens in a new window)',
  tracks: 'Tracks',
  tracksOf: 'Tracks of {title}',
  eventDetails: 'Event details',
  addToCalendar: 'Add to calendar',
  googleCalendarNewWindow: '(Google Calendar, opens in a new window)',
  calendarFile: 'Download the calendar file (.ics)',
  rssLink: 'Subscribe by RSS',
  responses: 'Responses',
  like: 'Like',
  liked: 'Liked',
  noComments: 'No Comments',
  oneComment: '1 Comment',
  manyComments: '{count} Comments',
  fromSite: '(from the site)',
  leaveComment: 'Leave a comment',
  commentLabel: 'Comment',
  nameLabel: 'Name',
  emailNotShown: 'Email (not shown)',
  postComment: 'Post comment',
  signInToCommentLink: '{link} to comment.',
  commentNotSent: 'The comment could not be sent.',
  commentHeld: 'Thank you. Your comment will show once it is approved.',
  commentPosted: 'Thank you. Your comment is posted.',
  commentsClosed: 'Comments are closed here.',
  commentsOff: 'Comments are turned off on this site.',
  commentNeedsName: 'Give your name and email, or sign in, to comment.',
  signInToComment: 'Sign in to comment.',
  commentNoItem: 'There is no such item.',
  searchTitle: 'Search',
  shopTitle: 'Shop',
  subscriptionTitle: 'Subscription',
  searchField: 'Search this site',
  searchButton: 'Search',
  lockedSite: 'This site is password protected',
  lockedSiteMessage: 'Enter the password to see the site.',
  protectedPage: 'This page is password protected',
  protectedPageMessage: 'Enter the password to see this page.',
  goToAccount: 'Go to your account',
  unlockButton: 'Enter',
  checking: 'Checking…',
  wrongPassword: 'That password is not right. Please try again.',
  noPassword: 'Enter the password.',
  tooManyAttempts: 'Too many attempts. Please try again in a minute.',
  lockedPageNotice: 'This page is locked',
  membersOnlyMessage: 'This page available only site members',
  cookieConsent: 'Cookie consent',
  cookieMessage:
    'This site counts its visits. Accept cookies to let it tell your visits apart, or decline and be counted without them.',
  cookieAccept: 'Accept',
  cookieDecline: 'Decline',
  formLabel: 'Form',
  formLoading: 'Loading form…',
  formSubmit: 'Submit',
  formSave: 'Save',
  productFormLabel: 'Product form',
  selectOption: SELECT_PROMPT,
  submitting: 'Submitting…',
  saving: 'Saving…',
  required: FormMessage.required,
  problemAbove: problemBannerText('above'),
  problemBelow: problemBannerText('below'),
  surveyMissingAnswer: FormMessage.surveyMissingAnswer,
  characterLimit: FormMessage.characterLimit,
  fieldsInvalid: FormMessage.fieldsInvalid,
  processingError: FormMessage.processingError,
  unknownError: FormMessage.unknownError,
  completeCaptcha: FormMessage.completeCaptcha,
  noSubmissionKey: FormMessage.noSubmissionKey,
  partLine1: 'Address Line 1',
  partLine2: 'Address Line 2',
  partCity: 'City',
  partCountry: 'Country',
  partMonth: 'Month',
  partDay: 'Day',
  partYear: 'Year',
  partFirst: 'First Name',
  partLast: 'Last Name',
  partAreaCode: 'Area Code',
  partPrefix: 'Prefix',
  partLine: 'Line',
  partHour: 'Hour',
  partMinute: 'Minute',
  partSecond: 'Second',
  partAmPm: 'AM/PM',
  partCountryCode: 'Country Code',
  newsletter: 'Newsletter',
  emailAddress: 'Email Address',
  firstName: 'First Name',
  lastName: 'Last Name',
  signedUp: 'Thank you for signing up.',
  popupSignUp: 'Sign Up',
  audioTrack: 'Audio track',
  audioUnplayable: 'This audio file cannot be played.',
};
