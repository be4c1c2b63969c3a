// Facts about the owner's device that change what the editor offers.

/** Android's text editing breaks code editors (the spec: "Code editing is not available on Android."). */
export function isAndroid(userAgent: string): boolean {
  return /\bAndroid\b/i.test(userAgent);
}

export const CODE_EDITING_UNAVAILABLE = 'Code editing is not available on Android.';
