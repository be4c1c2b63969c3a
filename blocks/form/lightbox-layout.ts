// The lightbox's placement (spec storefront.md §4 "Lightbox: margin is 50 px when content is
// taller than the window, otherwise centred") and the cart's text for an unanswered additional
// field (§9 "productSummaryFormNoAnswerText", fallback 'N/A').

export const LIGHTBOX_MARGIN_PX = 50;

export type LightboxPlacement =
  | { readonly mode: 'centred' }
  | { readonly mode: 'scroll'; readonly margin: number };

export function lightboxPlacement(contentHeight: number, windowHeight: number): LightboxPlacement {
  return contentHeight > windowHeight
    ? { mode: 'scroll', margin: LIGHTBOX_MARGIN_PX }
    : { mode: 'centred' };
}

export const NO_ANSWER_FALLBACK = 'N/A';

/** The answer as the cart shows it: the text, else the localized no-answer text, else 'N/A'. */
export function answerText(answer: string, localizedNoAnswer?: string | null): string {
  if (answer.trim() !== '') return answer;
  return localizedNoAnswer?.trim() || NO_ANSWER_FALLBACK;
}
