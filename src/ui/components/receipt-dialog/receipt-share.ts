// Sharing a receipt: links that open a messaging app with the text filled in, and the browser's own
// clipboard and share sheet. Each answers what happened, so the dialog can say 'Copy not available' or
// 'Share not available' (docs/product.md S8) where the browser has no such feature or refuses it.

/** WhatsApp's click-to-chat link with prefilled text: the user picks the chat in the app. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** Telegram's share link. It wants a `url` parameter; empty is accepted, and the receipt goes in `text`. */
export function telegramShareUrl(text: string): string {
  return `https://t.me/share/url?url=&text=${encodeURIComponent(text)}`;
}

export type ShareOutcome = 'done' | 'cancelled' | 'unavailable';

interface ClipboardLike {
  writeText?: (text: string) => Promise<void>;
}
interface ShareLike {
  share?: (data: { text: string; title?: string }) => Promise<void>;
}

/** Clipboard writes need a secure context and permission; anything missing or refused is 'unavailable'. */
export async function copyText(text: string, clipboard: ClipboardLike | undefined): Promise<ShareOutcome> {
  if (typeof clipboard?.writeText !== 'function') return 'unavailable';
  try {
    await clipboard.writeText(text);
    return 'done';
  } catch {
    return 'unavailable';
  }
}

/** The native share sheet; the user closing it is 'cancelled' (an AbortError), not a failure to report. */
export async function shareText(
  text: string,
  title: string,
  navigatorLike: ShareLike | undefined,
): Promise<ShareOutcome> {
  if (typeof navigatorLike?.share !== 'function') return 'unavailable';
  try {
    await navigatorLike.share({ text, title });
    return 'done';
  } catch (error) {
    return error instanceof Error && error.name === 'AbortError' ? 'cancelled' : 'unavailable';
  }
}
